// `node scripts/check-structure.mjs`: the import rules of docs/architecture.md's map, checked
// from the sources (the same check `npm test` runs before the linter).
import { structureProblems } from './lib/structure.mjs';

const problems = structureProblems();
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'Structure: every rule kept.' : `${problems.length} broken.`);
process.exit(problems.length === 0 ? 0 : 1);
