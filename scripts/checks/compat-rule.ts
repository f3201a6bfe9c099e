// An ESLint rule: a call, `new` or global reference that a supported browser lacks is an error. The
// data is MDN's browser-compat-data (current, updated weekly); eslint-plugin-compat's own API index
// stops in 2023 and misses URL.canParse, Object.groupBy, Promise.withResolvers, AbortSignal.timeout…
// Reading a missing property only gives `undefined`, `typeof X` is a feature test, and a use in a branch
// whose condition names the feature is feature-tested: none of them throws, so none is reported.
// Methods of plain values (`list.toSorted()`) need types: out of reach here.
import type { CompatStatement } from '@mdn/browser-compat-data/types';
import type { Rule, SourceCode } from 'eslint';
import { featureAt, missingIn } from './browser-support.ts';

// Globals that are instances: their members are the interface's (`document.x` is `Document.x`).
const instanceOf: Readonly<Record<string, string>> = {
  window: 'Window',
  self: 'Window',
  globalThis: 'Window',
  document: 'Document',
  navigator: 'Navigator',
  location: 'Location',
  history: 'History',
  screen: 'Screen',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
  performance: 'Performance',
};

const own = (parent: string, name: string) =>
  Object.hasOwn(featureAt(parent) ?? {}, name) ? featureAt(`${parent}.${name}`) : undefined;

function globalCompat(name: string): CompatStatement | undefined {
  return (own('api', name) ?? own('api.Window', name) ?? own('javascript.builtins', name))?.__compat;
}

function memberCompat(object: string, member: string): CompatStatement | undefined {
  const instance = instanceOf[object];
  if (instance) return own(`api.${instance}`, member)?.__compat;
  return (
    (own('api', object) && own(`api.${object}`, `${member}_static`)) ??
    (own('javascript.builtins', object) && own(`javascript.builtins.${object}`, member))
  )?.__compat;
}

/** True inside `if (…name…)`, `…name… ? here : …` or `…name… && here`: the code tested for it first. */
function isFeatureTested(node: Rule.Node, name: string, sourceCode: SourceCode): boolean {
  for (let child: Rule.Node = node, ancestor = node.parent; ancestor; child = ancestor, ancestor = ancestor.parent) {
    const at: Rule.Node = ancestor;
    if (at.type === 'IfStatement' || at.type === 'ConditionalExpression') {
      if (child !== at.test && sourceCode.getText(at.test).includes(name)) return true;
    } else if (at.type === 'LogicalExpression' && at.operator === '&&' && child === at.right) {
      if (sourceCode.getText(at.left).includes(name)) return true;
    }
  }
  return false;
}

/**
 * Options: `[{ oldest, featureTested }]`: `oldest` is the oldest version of each supported browser
 * (`{ safari: '16.0', … }`); `featureTested` names APIs (with the reason) whose uses are feature-tested
 * in ways the branch check cannot follow.
 */
export const browserCompatRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow web and JavaScript APIs that a supported browser lacks' },
    schema: [
      {
        type: 'object',
        properties: { oldest: { type: 'object' }, featureTested: { type: 'object' } },
        required: ['oldest'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { oldest, featureTested = {} } = context.options[0];
    const report = (node: Rule.Node, name: string, what: string, compat: CompatStatement | undefined) => {
      if (!compat || name in featureTested || isFeatureTested(node, name, context.sourceCode)) return;
      const missing = missingIn(compat, oldest);
      if (missing.length > 0) context.report({ node, message: `${what} is not supported in ${missing.join(', ')}` });
    };
    return {
      'Program:exit'(program) {
        // The globals: references nothing in the file declares, and those to the built-ins ESLint knows.
        const scope = context.sourceCode.getScope(program);
        const builtIns = scope.variables.filter((variable) => variable.defs.length === 0);
        for (const { identifier } of [...scope.through, ...builtIns.flatMap((variable) => variable.references)]) {
          // Plain JavaScript: no JSX, so every reference is an Identifier, with its parent.
          const reference = identifier as Rule.Node & { type: 'Identifier'; name: string };
          const { name, parent } = reference;
          if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
          const isObjectOfMember = parent.type === 'MemberExpression' && parent.object === reference && !parent.computed;
          const use = isObjectOfMember ? parent.parent : null;
          const isCalled = (use?.type === 'CallExpression' || use?.type === 'NewExpression') && use.callee === parent;
          if (isObjectOfMember && isCalled) {
            const member = parent.property.type === 'Identifier' ? parent.property.name : '';
            report(parent, member, `${name}.${member}()`, memberCompat(name, member));
          }
          if (!(name in instanceOf)) report(reference, name, name, globalCompat(name));
        }
      },
    };
  },
};
