// How dependency-cruiser reads TypeScript here (decision 014). Its own TypeScript path needs the compiler API of
// typescript < 7, which the project's TypeScript 7 no longer has, so it reads .ts and .tsx through Babel (its
// `babelConfig` option). Transforming whole files with Babel costs seconds, and dependency-cruiser only needs the
// imports: this plugin parses each file with Babel's TypeScript parser and hands on its dependency skeleton, one
// bare statement per dependency, which dependency-cruiser then resolves and judges like any other module.
// Type-only imports stay in the skeleton: a type import across a boundary couples the two sides too. They are
// marked, though, as a call of `importType` (an "exotic require" to dependency-cruiser, `exoticRequireStrings` in
// .dependency-cruiser.cjs), so a rule can tell a dependency that is gone at run time from one that loads the module:
// `import type …`, `export type … from`, `import('x').T`. `import { type T } from` is not one: with
// verbatimModuleSyntax it still loads the module for its side effects.
const { parse } = require('@babel/parser');

/** The skeleton statement for a dependency on `source`: a type-only one is marked as `importType(source)`. */
function dependencyOn(source, typeOnly, statement) {
  return typeOnly ? `importType(${JSON.stringify(source)});` : statement(JSON.stringify(source));
}

/** Every module a parsed file depends on: static imports, re-exports, import() calls and import('x') types. */
function dependenciesOf(node, found = []) {
  if (Array.isArray(node)) {
    for (const child of node) dependenciesOf(child, found);
    return found;
  }
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return found;
  const source = node.source?.value;
  if (node.type === 'ImportDeclaration') {
    found.push(dependencyOn(source, node.importKind === 'type', (s) => `import ${s};`));
  } else if (/^Export(Named|All)Declaration$/.test(node.type) && typeof source === 'string') {
    found.push(dependencyOn(source, node.exportKind === 'type', (s) => `export * from ${s};`));
  } else if (node.type === 'CallExpression' && node.callee.type === 'Import') {
    const [first] = node.arguments;
    if (first?.type === 'StringLiteral') found.push(`import(${JSON.stringify(first.value)});`);
  } else if (node.type === 'TSImportType' && node.argument?.type === 'StringLiteral') {
    found.push(dependencyOn(node.argument.value, true, (s) => `import ${s};`));
  }
  for (const key of Object.keys(node)) {
    if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments')
      dependenciesOf(node[key], found);
  }
  return found;
}

const dependencySkeleton = {
  name: 'dependency-skeleton',
  parserOverride(code, options) {
    const tsx = /\.tsx$/.test(options.sourceFileName ?? '');
    const file = parse(code, {
      sourceType: 'module',
      sourceFilename: options.sourceFileName,
      plugins: tsx ? ['typescript', 'jsx'] : ['typescript'],
    });
    return parse([...new Set(dependenciesOf(file.program))].join('\n'), { sourceType: 'module' });
  },
};

module.exports = {
  // Only this file: no babel.config.* or .babelrc elsewhere may change what the check sees.
  babelrc: false,
  configFile: false,
  plugins: [dependencySkeleton],
};
