import { launchFirefox } from '@marketplace-landing/harness/engines/firefox';
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('Firefox ESR (puppeteer-core, WebDriver BiDi)', launchFirefox);
