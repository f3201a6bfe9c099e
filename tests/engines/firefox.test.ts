import { launchFirefox } from '../../scripts/engines/firefox.ts';
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('Firefox ESR (puppeteer-core, WebDriver BiDi)', launchFirefox);
