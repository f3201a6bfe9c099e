// An ESLint rule: a call, `new` or global that a supported browser lacks, by MDN's data (why not eslint-plugin-compat:
// docs/decisions.md, "Our API check, not eslint-plugin-compat"). Reading a property, `typeof X` and uses behind a guard
// that tests that very feature throw nothing, so pass. Methods of plain values (`list.toSorted()`) need types: out of reach.
import type { CompatStatement } from '@mdn/browser-compat-data/types';
import type { Rule, SourceCode } from 'eslint';
import { featureAt, supportIn } from './browser-support.ts';

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

/** A feature a use may be tested for: `holder.name` (`URL.canParse`), or the global `name`. */
interface Feature {
  readonly name: string;
  readonly holder?: string;
}

const windowNames = Object.keys(instanceOf).filter((name) => instanceOf[name] === 'Window');

// The key under which a node holds a name that is no reference (`x.name`, `{ name: … }`), unless computed.
const nameKeys: Readonly<Record<string, string>> = { MemberExpression: 'property', Property: 'key' };

const isNode = (value: unknown): value is Rule.Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of an expression, by ESLint's visitor keys, but for names that are no references. */
function* nodesOf(node: Rule.Node, keys: SourceCode.VisitorKeys): Generator<Rule.Node> {
  yield node;
  for (const key of keys[node.type] ?? []) {
    if (key === nameKeys[node.type] && !('computed' in node && node.computed)) continue;
    for (const child of [(node as unknown as Record<string, unknown>)[key]].flat())
      if (isNode(child)) yield* nodesOf(child, keys);
  }
}

/** The value of `'name'` or of `` `name` `` (which minifiers write), else undefined. */
function stringValue(node: Rule.Node): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** `x.name` and `x['name']` read `name`; `x[expression]` reads no name we know. */
function memberName(node: Rule.Node & { type: 'MemberExpression' }): string | undefined {
  if (node.computed) return stringValue(node.property as Rule.Node);
  return node.property.type === 'Identifier' ? node.property.name : undefined;
}

/** Whether `test` reads that very member, asks `'name' in holder`, or names the global (not `x.canParseLater`). */
function testsFeature(test: Rule.Node, { name, holder }: Feature, keys: SourceCode.VisitorKeys): boolean {
  const onWindow = holder === undefined || windowNames.includes(holder);
  const holders = onWindow ? windowNames : [holder];
  const isHolder = (node: Rule.Node) => node.type === 'Identifier' && holders.includes(node.name);
  for (const node of nodesOf(test, keys)) {
    if (node.type === 'MemberExpression' && isHolder(node.object as Rule.Node) && memberName(node) === name) return true;
    if (node.type === 'BinaryExpression' && node.operator === 'in' && stringValue(node.left as Rule.Node) === name) {
      if (isHolder(node.right as Rule.Node)) return true;
    }
    if (onWindow && node.type === 'Identifier' && node.name === name) return true;
  }
  return false;
}

/** True inside `if (test)`, `test ? here : …` or `test && here`, where `test` tests the feature first. */
function isFeatureTested(node: Rule.Node, feature: Feature, sourceCode: SourceCode): boolean {
  const keys = sourceCode.visitorKeys;
  for (let child: Rule.Node = node, ancestor = node.parent; ancestor; child = ancestor, ancestor = ancestor.parent) {
    const at: Rule.Node = ancestor;
    if (at.type === 'IfStatement' || at.type === 'ConditionalExpression') {
      if (child !== at.test && testsFeature(at.test as Rule.Node, feature, keys)) return true;
    } else if (at.type === 'LogicalExpression' && at.operator === '&&' && child === at.right) {
      if (testsFeature(at.left as Rule.Node, feature, keys)) return true;
    }
  }
  return false;
}

/** Options `[{ oldest: { safari: '16.0', … }, featureTested: { name: reason } }]`: the latter for guards it cannot follow. */
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
    const report = (node: Rule.Node, feature: Feature, what: string, compat: CompatStatement | undefined) => {
      if (!compat || feature.name in featureTested || isFeatureTested(node, feature, context.sourceCode)) return;
      const { missing } = supportIn(compat, oldest);
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
            report(parent, { name: member, holder: name }, `${name}.${member}()`, memberCompat(name, member));
          }
          if (!(name in instanceOf)) report(reference, { name }, name, globalCompat(name));
        }
      },
    };
  },
};
