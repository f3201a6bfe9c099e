import { launchFirefox } from './firefox.ts';
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('Firefox ESR (puppeteer-core, WebDriver BiDi)', launchFirefox);
