// Which programs the code starts, read from its source: the first argument of every spawn, execFile,
// execSync… of node:child_process, a browser's `executablePath` or `binary`, a web server's `command`,
// followed through constants, imports, parameters and the wrappers nice, unshare and `sh -c`. The test
// command installs what they need with its `need` lines (harness/test.sh); programs.test.ts holds the two
// together, so a program that only happens to be on one machine cannot hide a missing line again.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

/** A source file, its path relative to the repository. */
export interface Source {
  readonly path: string;
  readonly text: string;
}

/** One place that starts a program, and what it starts: a name or path, `node`, `npm:<bin>`, or nothing known. */
export interface Start {
  readonly where: string;
  readonly programs: readonly string[] | 'unknown';
  readonly what: string;
}

/** A `need PACKAGE THING…` line of harness/test.sh: the package is missing unless one of the things is there. */
export interface Need {
  readonly package: string;
  readonly things: readonly string[];
}

const spawners = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']);
/** Properties whose value is a program a library starts: Playwright's and puppeteer's, WebDriver's, a web server's. */
const programProperties = new Set(['executablePath', 'binary', 'command']);
/** What a shell does itself, starting nothing. */
const shellBuiltins = new Set(['cd', 'umask', 'ulimit', 'export', 'set', 'test', '[', 'echo', 'true', 'false', 'trap', 'wait']);
/** Programs that start the program among their arguments. */
const wrappers = new Set(['nice', 'unshare', 'sh', 'env', 'timeout']);

type Resolved = string[] | 'unknown';
interface Parsed {
  readonly source: Source;
  readonly program: t.File;
}

/** `need` lines, with `${VAR:-default}` read as its default. */
export function needLines(script: string): Need[] {
  return [...script.matchAll(/^need (\S+) ([^#\n]+)/gm)].map(([, name = '', things = '']) => ({
    package: name,
    things: things
      .trim()
      .split(/\s+/)
      .map((thing) => thing.replace(/^"?\$\{\w+:-([^}]*)\}"?$/, '$1')),
  }));
}

/** Every start in `sources`, each with the programs it may start. */
export function programStarts(sources: readonly Source[], resolveModule = defaultModuleResolver(sources)): Start[] {
  const parsed = new Map<string, Parsed>();
  const parsedFile = (path: string): Parsed | undefined => {
    if (!parsed.has(path)) {
      const source = sources.find((candidate) => candidate.path === path);
      if (!source) return undefined;
      const program = parse(source.text, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
      parsed.set(path, { source, program });
    }
    return parsed.get(path);
  };
  const starts: Start[] = [];
  for (const source of sources) {
    const file = parsedFile(source.path);
    if (!file) continue;
    const aliases = spawnerAliases(file.program);
    visit(file.program, [], (node, ancestors) => {
      const line = `${source.path}:${node.loc?.start.line ?? 0}`;
      const what = (at: t.Node) => source.text.slice(at.start ?? 0, at.end ?? 0).replace(/\s+/g, ' ');
      if (
        node.type === 'CallExpression' &&
        (isSpawner(node.callee) || (node.callee.type === 'Identifier' && aliases.has(node.callee.name)))
      ) {
        const [first, second] = node.arguments;
        if (!first || first.type === 'SpreadElement' || first.type === 'ArgumentPlaceholder') {
          starts.push({ where: line, programs: 'unknown', what: what(node) });
          return;
        }
        const programs = unwrap(resolve(first, file, ancestors), second, file, ancestors);
        starts.push({ where: line, programs, what: what(first) });
      } else if (
        node.type === 'ObjectProperty' &&
        node.key.type === 'Identifier' &&
        programProperties.has(node.key.name) &&
        node.value.type !== 'ObjectExpression' &&
        !isViteConfigEnv(node, ancestors)
      ) {
        let programs = resolve(node.value as t.Expression, file, ancestors);
        // A web server's command line: its first word.
        if (node.key.name === 'command' && programs !== 'unknown') programs = programs.map((line) => line.split(' ')[0] ?? '');
        starts.push({ where: line, programs, what: what(node.value) });
      }
    });
  }
  return starts;

  function isSpawner(callee: t.Node): boolean {
    if (callee.type === 'Identifier') return spawners.has(callee.name);
    // promisify(execFile)(…)
    return (
      callee.type === 'CallExpression' &&
      callee.callee.type === 'Identifier' &&
      callee.callee.name === 'promisify' &&
      callee.arguments[0]?.type === 'Identifier' &&
      spawners.has(callee.arguments[0].name)
    );
  }

  /** What a wrapper (nice, unshare, `sh -c`) goes on to start, from its arguments (either branch of a `?:`). */
  function unwrap(programs: Resolved, args: t.Node | undefined, file: Parsed, ancestors: readonly t.Node[]): Resolved {
    if (programs === 'unknown' || !programs.some((program) => wrappers.has(baseName(program)))) return programs;
    const lists = argumentLists(args).map((elements) =>
      elements.map((element) =>
        element && element.type !== 'SpreadElement' ? resolve(element, file, ancestors) : ('unknown' as const),
      ),
    );
    const wrapped: string[] = [];
    for (const program of programs) {
      wrapped.push(program);
      if (!wrappers.has(baseName(program))) continue;
      const inner = lists.map((words) => startedBy(baseName(program), words)).filter((started) => started !== 'unknown');
      if (inner.length === 0) return 'unknown';
      wrapped.push(...inner.flat());
    }
    return wrapped;
  }

  /** Resolves an expression to the strings it may be. */
  function resolve(node: t.Node, file: Parsed, ancestors: readonly t.Node[], depth = 0): Resolved {
    if (depth > 12) return 'unknown';
    const again = (next: t.Node, inFile = file, at = ancestors) => resolve(next, inFile, at, depth + 1);
    switch (node.type) {
      case 'StringLiteral':
        return [node.value];
      case 'TemplateLiteral': {
        // Each ${…} is an argument, not the program: only the literal text before the first one names it.
        const head = node.quasis[0]?.value.cooked ?? '';
        return node.expressions.length === 0 || /\s/.test(head) ? [head.trim()] : 'unknown';
      }
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        return again(node.expression);
      case 'ConditionalExpression':
        return both(again(node.consequent), again(node.alternate));
      case 'LogicalExpression':
        // process.env.X ?? default: the default, which a machine may override
        return isProcessEnv(node.left) ? again(node.right) : both(again(node.left), again(node.right));
      case 'MemberExpression':
        if (isMember(node, 'process', 'execPath')) return ['node'];
        if (node.property.type === 'Identifier' && node.property.name === 'join') return again(node.object);
        return 'unknown';
      case 'CallExpression':
        return resolveCall(node, file, ancestors, depth);
      case 'ArrayExpression': {
        // A command line as an array: its first element.
        const [first] = node.elements;
        return first && first.type !== 'SpreadElement' ? again(first) : 'unknown';
      }
      case 'Identifier':
        return resolveName(node.name, file, ancestors, depth);
      default:
        return 'unknown';
    }
  }

  function resolveCall(node: t.CallExpression, file: Parsed, ancestors: readonly t.Node[], depth: number): Resolved {
    const callee = node.callee;
    // `x.join(' ')` on a command line: the line's first word is the program
    if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'join') {
      return resolve(callee.object, file, ancestors, depth + 1);
    }
    if (callee.type !== 'Identifier') return 'unknown';
    // inRepo('node_modules', '.bin', 'x'), join(…): a path made of literals
    if (callee.name === 'inRepo' || callee.name === 'join') {
      const parts = node.arguments.map((argument) => (argument.type === 'StringLiteral' ? argument.value : undefined));
      if (parts.some((part) => part === undefined)) return 'unknown';
      const path = normalize(join(...(parts as string[]))).replaceAll('\\', '/');
      const bin = /(?:^|\/)node_modules\/\.bin\/([^/]+)$/.exec(path)?.[1];
      return [bin ? `npm:${bin}` : path];
    }
    // A function of ours: what it returns
    const found = findBinding(callee.name, file, ancestors, depth);
    if (!found) return 'unknown';
    const { node: target, file: where } = found;
    const body = functionBody(target);
    if (!body) return 'unknown';
    return resolve(body, where, [], depth + 1);
  }

  function resolveName(name: string, file: Parsed, ancestors: readonly t.Node[], depth: number): Resolved {
    // A parameter of a function around the start: what each call of that function passes
    for (let index = ancestors.length - 1; index >= 0; index -= 1) {
      const around = ancestors[index];
      if (!around || !isFunction(around)) continue;
      const position = around.params.findIndex((param) => paramName(param) === name);
      if (position === -1) continue;
      return argumentsAt(around, ancestors.slice(0, index), position, file, depth);
    }
    const found = findBinding(name, file, ancestors, depth);
    if (!found) return 'unknown';
    return resolve(found.node, found.file, found.ancestors, depth + 1);
  }

  /** The arguments at `position` of every call of the function `fn` (by the name it is bound to), in every file. */
  function argumentsAt(fn: t.Node, ancestors: readonly t.Node[], position: number, file: Parsed, depth: number): Resolved {
    const name = boundName(fn, ancestors);
    if (!name) return 'unknown';
    const values: string[] = [];
    let calls = 0;
    for (const source of sources) {
      const other = parsedFile(source.path);
      if (!other) continue;
      let unknown = false;
      visit(other.program, [], (node, at) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== name) return;
        if (other !== file && !importsName(other, name)) return;
        calls += 1;
        const argument = node.arguments[position];
        const value = argument && argument.type !== 'SpreadElement' ? resolve(argument, other, at, depth + 1) : 'unknown';
        if (value === 'unknown') unknown = true;
        else values.push(...value);
      });
      if (unknown) return 'unknown';
    }
    return calls > 0 ? values : 'unknown';
  }

  /** The declaration `name` refers to in `file`: a const, a function, or an import followed to its module. */
  function findBinding(
    name: string,
    file: Parsed,
    _ancestors: readonly t.Node[],
    depth: number,
  ): { node: t.Node; file: Parsed; ancestors: t.Node[] } | undefined {
    let found: { node: t.Node; file: Parsed; ancestors: t.Node[] } | undefined;
    let imported: { from: string; name: string } | undefined;
    visit(file.program, [], (node, at) => {
      if (found || imported) return;
      if (node.type === 'VariableDeclarator' && node.init) {
        if (node.id.type === 'Identifier' && node.id.name === name) found = { node: node.init, file, ancestors: [...at] };
        // const [command, ...args] = f(…): the first element of what f returns
        if (node.id.type === 'ArrayPattern' && firstElementName(node.id) === name) {
          found = { node: node.init, file, ancestors: [...at] };
        }
      }
      if (node.type === 'FunctionDeclaration' && node.id?.name === name) found = { node, file, ancestors: [...at] };
      if (node.type === 'ImportDeclaration') {
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.local.name === name) {
            const exported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
            imported = { from: node.source.value, name: exported };
          }
        }
      }
    });
    if (found) return found;
    if (!imported || depth > 10) return undefined;
    const path = resolveModule(file.source.path, imported.from);
    const module = path ? parsedFile(path) : undefined;
    return module ? findBinding(imported.name, module, [], depth + 1) : undefined;
  }

  function importsName(file: Parsed, name: string): boolean {
    return file.program.program.body.some(
      (statement) =>
        statement.type === 'ImportDeclaration' && statement.specifiers.some((specifier) => specifier.local.name === name),
    );
  }
}

/** Names a file gives a spawner: `const run = promisify(execFile)`, `const start = spawn`. */
function spawnerAliases(program: t.File): Set<string> {
  const aliases = new Set<string>();
  visit(program, [], (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) return;
    const init = node.init;
    const named =
      init.type === 'Identifier'
        ? init.name
        : init.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'promisify'
          ? init.arguments[0]?.type === 'Identifier'
            ? init.arguments[0].name
            : undefined
          : undefined;
    if (named && spawners.has(named)) aliases.add(node.id.name);
  });
  return aliases;
}

/** What a wrapper starts, from its argument words: nice's or unshare's first word that is no option, or each command of `sh -c`. */
function startedBy(wrapper: string, words: readonly Resolved[]): Resolved {
  const literal = (word: Resolved | undefined) =>
    word !== undefined && word !== 'unknown' && word.length === 1 ? word[0] : undefined;
  if (wrapper === 'sh') {
    const flag = words.findIndex((word) => literal(word) === '-c');
    const script = literal(words[flag + 1]);
    if (flag === -1 || script === undefined) return 'unknown';
    const positional = words.slice(flag + 2);
    const started: string[] = [];
    for (const command of script.split(/&&|\|\||[;|]/)) {
      const [first, second] = command.trim().split(/\s+/);
      const word = first === 'exec' ? second : first;
      if (!word) continue;
      if (shellBuiltins.has(word)) continue;
      const position = /^"?\$(\d)"?$/.exec(word)?.[1];
      const value = position === undefined ? [word] : positional[Number(position)];
      if (value === undefined || value === 'unknown') return 'unknown';
      started.push(...value);
    }
    return started;
  }
  for (let index = 0; index < words.length; index += 1) {
    const word = literal(words[index]);
    if (word === undefined) return 'unknown';
    if (word.startsWith('-') || /^\d+$/.test(word)) continue;
    const rest = words.slice(index + 1);
    // the wrapped program may wrap another (unshare --net sh -c …)
    return wrappers.has(baseName(word)) ? both([word], startedBy(baseName(word), rest)) : [word];
  }
  return 'unknown';
}

/** The argument arrays a start may be given: an array literal, or each branch of a `?:`. */
function argumentLists(node: t.Node | undefined): (t.ArrayExpression['elements'][number] | undefined)[][] {
  if (node?.type === 'ArrayExpression') return [node.elements];
  if (node?.type === 'ConditionalExpression') return [...argumentLists(node.consequent), ...argumentLists(node.alternate)];
  return [];
}

const baseName = (program: string) => program.split('/').pop() ?? program;

function both(a: Resolved, b: Resolved): Resolved {
  return a === 'unknown' || b === 'unknown' ? 'unknown' : [...a, ...b];
}

function isMember(node: t.Node, object: string, property: string): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === object &&
    node.property.type === 'Identifier' &&
    node.property.name === property
  );
}

const isProcessEnv = (node: t.Node) => node.type === 'MemberExpression' && isMember(node.object, 'process', 'env');

type FunctionNode = t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression;
const isFunction = (node: t.Node): node is FunctionNode =>
  node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

function paramName(param: t.Node): string | undefined {
  if (param.type === 'Identifier') return param.name;
  if (param.type === 'AssignmentPattern') return paramName(param.left);
  if (param.type === 'RestElement') return paramName(param.argument);
  return undefined;
}

function firstElementName(pattern: t.ArrayPattern): string | undefined {
  const [first] = pattern.elements;
  return first ? paramName(first) : undefined;
}

/** The name a function is called by: its own, or the variable or property it is assigned to. */
function boundName(fn: t.Node, ancestors: readonly t.Node[]): string | undefined {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name;
  const parent = ancestors[ancestors.length - 1];
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (parent?.type === 'AssignmentPattern' && parent.left.type === 'Identifier') return parent.left.name;
  if (parent?.type === 'ObjectProperty' && parent.key.type === 'Identifier') return parent.key.name;
  return undefined;
}

/** A function's returned expression: an arrow's body, or its single `return`. */
function functionBody(node: t.Node): t.Node | undefined {
  if (!isFunction(node)) return undefined;
  if (node.body.type !== 'BlockStatement') return node.body;
  const returns = node.body.body.filter((statement) => statement.type === 'ReturnStatement');
  return returns.length === 1 ? (returns[0]?.argument ?? undefined) : undefined;
}

/** `{ command: 'serve', mode }`: Vite's ConfigEnv (loadConfigFromFile's first argument), whose command is Vite's, not a program. */
function isViteConfigEnv(property: t.ObjectProperty, ancestors: readonly t.Node[]): boolean {
  const object = ancestors.at(-1);
  return (
    property.key.type === 'Identifier' &&
    property.key.name === 'command' &&
    object?.type === 'ObjectExpression' &&
    object.properties.some(
      (other) => other.type === 'ObjectProperty' && other.key.type === 'Identifier' && other.key.name === 'mode',
    )
  );
}

function visit(node: t.Node, ancestors: t.Node[], enter: (node: t.Node, ancestors: readonly t.Node[]) => void): void {
  enter(node, ancestors);
  ancestors.push(node);
  for (const key of Object.keys(node) as (keyof t.Node)[]) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
    const value = node[key] as unknown;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as t.Node).type === 'string')
        visit(child as t.Node, ancestors, enter);
    }
  }
  ancestors.pop();
}

/** Relative imports among `sources`, and the harness's package by the exports of harness/package.json. */
function defaultModuleResolver(sources: readonly Source[]): (from: string, specifier: string) => string | undefined {
  const paths = new Set(sources.map((source) => source.path));
  let exports: Record<string, string> = {};
  try {
    exports = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).exports;
  } catch {
    // outside the repository (a test's planted files): relative imports only
  }
  return (from, specifier) => {
    const harness = /^@marketplace-landing\/harness(\/.*)?$/.exec(specifier);
    const target = harness
      ? exports[`.${harness[1] ?? ''}`]?.replace(/^\.\//, 'harness/')
      : specifier.startsWith('.')
        ? normalize(join(dirname(from), specifier)).replaceAll('\\', '/')
        : undefined;
    return target && paths.has(target) ? target : undefined;
  };
}

/**
 * Programs every machine that runs the README's commands has: Node and npm, git (it made the clone), and
 * those of Debian's essential packages (dash, bash, coreutils, util-linux, mount), which no system lacks.
 */
export const everywhere = new Set([
  'node',
  'npm',
  'npx',
  'git',
  'sh',
  'bash',
  'nice',
  'env',
  'timeout',
  'dd',
  'unshare',
  'mount',
]);

/** The starts whose programs no `need` line installs: a program, a path, or a start the reader cannot follow. */
export function unlisted(starts: readonly Start[], needs: readonly Need[]): string[] {
  const things = needs.flatMap((need) => need.things);
  const installed = (program: string) =>
    program.startsWith('npm:') ||
    program.startsWith('/nonexistent/') || // a test's program that is not there, to see the start fail
    everywhere.has(baseName(program)) ||
    things.some(
      (thing) =>
        thing === program || (thing.startsWith('/') ? thing.split('/').pop() === program : program.split('/').pop() === thing),
    );
  const lines = starts.flatMap(({ where, programs, what }) => {
    if (programs === 'unknown') return [`${where}: cannot tell which program ${what} starts: name it there, or in a constant`];
    return programs
      .filter((program) => !installed(program))
      .map((program) => `${where}: starts ${program}, which no need line of harness/test.sh installs`);
  });
  return [...new Set(lines)];
}
