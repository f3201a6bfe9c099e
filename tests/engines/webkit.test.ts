import { launchWebKit } from '../../scripts/engines/webkit.ts';
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('WPE WebKit 2.38 (webdriverio, WebDriver classic)', launchWebKit);
