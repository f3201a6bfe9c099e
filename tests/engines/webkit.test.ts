import { crossEngineSuite } from './suite.ts';
import { launchWebKit } from './webkit.ts';

crossEngineSuite('WPE WebKit 2.38 (webdriverio, WebDriver classic)', launchWebKit);
