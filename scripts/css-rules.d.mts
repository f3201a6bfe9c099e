export interface StyleRule {
  readonly conditions: string[];
  readonly selector: string;
  readonly nested: boolean;
  readonly declarations: [string, string][];
}
export declare function styleRules(css: string): StyleRule[];
