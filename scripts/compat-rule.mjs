// An ESLint rule: a call, `new` or global reference that a supported browser lacks is an error. The
// data is MDN's browser-compat-data (current, updated weekly); eslint-plugin-compat's own API index
// stops in 2023 and misses URL.canParse, Object.groupBy, Promise.withResolvers, AbortSignal.timeout…
// Reading a missing property only gives `undefined`, `typeof X` is a feature test, and a use in a branch
// whose condition names the feature is feature-tested: none of them throws, so none is reported.
// Methods of plain values (`list.toSorted()`) need types: out of reach here.
import { bcd, missingIn } from './browser-support.mjs';

// Globals that are instances: their members are the interface's (`document.x` is `Document.x`).
const instanceOf = {
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

function globalCompat(name) {
  return (bcd.api[name] ?? bcd.api.Window[name] ?? bcd.javascript.builtins[name])?.__compat;
}

function memberCompat(object, member) {
  if (object in instanceOf) return bcd.api[instanceOf[object]]?.[member]?.__compat;
  return (bcd.api[object]?.[`${member}_static`] ?? bcd.javascript.builtins[object]?.[member])?.__compat;
}

/** True inside `if (…name…)`, `…name… ? here : …` or `…name… && here`: the code tested for it first. */
function isFeatureTested(node, name, sourceCode) {
  for (let child = node, ancestor = node.parent; ancestor; child = ancestor, ancestor = ancestor.parent) {
    const branch = ancestor.type === 'IfStatement' || ancestor.type === 'ConditionalExpression';
    if (branch && child !== ancestor.test && sourceCode.getText(ancestor.test).includes(name)) return true;
    const guarded = ancestor.type === 'LogicalExpression' && ancestor.operator === '&&' && child === ancestor.right;
    if (guarded && sourceCode.getText(ancestor.left).includes(name)) return true;
  }
  return false;
}

/**
 * Options: `[{ oldest, featureTested }]`: `oldest` is the oldest version of each supported browser
 * (`{ safari: '16.0', … }`); `featureTested` names APIs (with the reason) whose uses are feature-tested
 * in ways the branch check cannot follow.
 */
export const browserCompatRule = {
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
    const report = (node, name, what, compat) => {
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
          const { name, parent } = identifier;
          if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
          const isObjectOfMember = parent.type === 'MemberExpression' && parent.object === identifier && !parent.computed;
          const use = isObjectOfMember ? parent.parent : null;
          const isCalled = (use?.type === 'CallExpression' || use?.type === 'NewExpression') && use.callee === parent;
          if (isObjectOfMember && isCalled) {
            const member = parent.property.name;
            report(parent, member, `${name}.${member}()`, memberCompat(name, member));
          }
          if (!(name in instanceOf)) report(identifier, name, name, globalCompat(name));
        }
      },
    };
  },
};
