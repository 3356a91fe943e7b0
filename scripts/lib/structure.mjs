// The house's rules about who may import whom, checked from the sources' own import lines:
// - a server folder is a subject, and the folders of apps/server/src import each other in one
//   direction only: no two folders import each other, and no longer circle runs through them
//   (catalog -> versions -> distribution -> catalog is as tangled as two folders that meet);
// - a route file hands its SQL to its subject's query and command modules;
// - a web feature never imports the shell (apps/web/src/app);
// - no import circles, between files, anywhere in the sources.
// Tests are left out: they may reach across subjects to build their data.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './process.mjs';

const SOURCE_ROOTS = [
  'packages/contract/src',
  'packages/demo-catalog/src',
  'apps/companion/src',
  'apps/server/src',
  'apps/web/src',
];
const SERVER = 'apps/server/src';
const WEB_FEATURES = 'apps/web/src/features';
const WEB_SHELL = 'apps/web/src/app';
const QUERY_BUILDER = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\s*\(/;

const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name);
const isTest = (relative) => /\.test\.tsx?$/.test(relative) || /\/test\//.test(`/${relative}`);

function walk(directory, found = []) {
  let entries;
  try {
    entries = fs.readdirSync(directory, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const absolute = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(absolute, found);
    } else if (isSource(entry.name)) {
      found.push(absolute);
    }
  }
  return found;
}

/** Every relative module a file names: static imports, re-exports and import() calls. */
function specifiersOf(text) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.[^'"]+)['"]/g,
    /\bimport\s*['"](\.[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.push(match[1]);
  }
  return found;
}

/** The source file a relative specifier names, or null (a stylesheet, an asset, a JSON file). */
function resolveSpecifier(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const relativeOf = (absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');

/** The server folder (first segment under apps/server/src) a file belongs to, or null. */
function serverFolderOf(relative) {
  if (!relative.startsWith(`${SERVER}/`)) return null;
  const rest = relative.slice(SERVER.length + 1);
  return rest.includes('/') ? rest.split('/')[0] : null;
}

function findCircles(graph) {
  const circles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        circles.push([...stack.slice(stack.indexOf(next)), next]);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return circles;
}

/** The broken rules, each as one line; an empty list when the house keeps them all. */
export function structureProblems() {
  const problems = [];
  const graph = new Map();
  const folderEdges = new Map();
  for (const root of SOURCE_ROOTS) {
    for (const file of walk(path.join(ROOT, root))) {
      const relative = relativeOf(file);
      if (isTest(relative)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const targets = new Set();
      for (const specifier of specifiersOf(text)) {
        const target = resolveSpecifier(file, specifier);
        if (!target) continue;
        const targetRelative = relativeOf(target);
        if (isTest(targetRelative)) continue;
        targets.add(targetRelative);
      }
      graph.set(relative, targets);

      const folder = serverFolderOf(relative);
      if (folder) {
        for (const target of targets) {
          const other = serverFolderOf(target);
          if (!other || other === folder) continue;
          const key = `${folder} -> ${other}`;
          if (!folderEdges.has(key)) folderEdges.set(key, `${relative} -> ${target}`);
        }
        if (/routes?\.ts$/.test(path.basename(relative))) {
          const line = text.split('\n').findIndex((row) => QUERY_BUILDER.test(row));
          if (line >= 0) {
            problems.push(
              `${relative}:${line + 1}: a route file runs a query; move it to a query or command module`,
            );
          }
        }
      }
      if (relative.startsWith(`${WEB_FEATURES}/`)) {
        for (const target of targets) {
          if (target.startsWith(`${WEB_SHELL}/`)) {
            problems.push(`${relative}: a feature imports the shell (${target})`);
          }
        }
      }
    }
  }
  const folderGraph = new Map();
  for (const key of folderEdges.keys()) {
    const [from, to] = key.split(' -> ');
    if (!folderGraph.has(from)) folderGraph.set(from, new Set());
    folderGraph.get(from).add(to);
  }
  for (const circle of findCircles(folderGraph)) {
    const steps = circle.slice(1).map((to, index) => folderEdges.get(`${circle[index]} -> ${to}`));
    problems.push(
      circle.length === 3
        ? `server folders ${circle[0]}/ and ${circle[1]}/ import each other (${steps.join('; ')})`
        : `server folders import each other in a circle: ${circle.join('/ -> ')}/ (${steps.join('; ')})`,
    );
  }
  for (const circle of findCircles(graph)) {
    problems.push(`import circle: ${circle.join(' -> ')}`);
  }
  return problems;
}
