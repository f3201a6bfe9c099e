import { launchWebKit } from '@marketplace-landing/harness/engines/webkit';
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('WPE WebKit 2.38 (webdriverio, WebDriver classic)', launchWebKit);
