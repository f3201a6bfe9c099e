import type { Rule } from 'eslint';

export declare const browserCompatRule: Rule.RuleModule;
