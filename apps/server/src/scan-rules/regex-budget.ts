import vm from 'node:vm';
import { SCAN_REGEX_FILE_BUDGET_MS } from '@lagoon/contract';

/**
 * Runs an administrator's regular expression over untrusted text with a time budget. V8's
 * backtracking engine can take exponential time on patterns such as `(a+)+$`; running the search
 * as a vm script with a timeout lets V8 stop it (the watchdog terminates the script, regular
 * expression included) after SCAN_REGEX_FILE_BUDGET_MS, so one file costs at most that much of
 * the event loop and the file is reported as not fully scanned. RE2 would avoid backtracking
 * altogether, but its npm packages build native code or ship WebAssembly with another syntax;
 * the budget keeps JavaScript's syntax, which is what the console validates as the rule is typed.
 *
 * The watchdog counts wall-clock time from before the search on a thread of its own, so on a busy
 * machine it can fire although the search took microseconds: its thread got its turn late (Node
 * then throws the timeout after the script had finished), or the machine gave the server's
 * thread to other processes mid-search. Neither says anything about the pattern, and reporting
 * them would record a "not fully read" match (which holds an upload, or blocks a live item, under
 * a holding or blocking rule) on a file that does not match. So a search that set its result is
 * kept, and a stopped search counts as timed out only once the process has spent half the budget
 * of processor time on it; until then it runs again.
 */
const search = new vm.Script('found = pattern.exec(text); finished = true');

/** Runs of one search stopped by the machine rather than the pattern, before it gives up. */
const STALLED_RUNS_MAX = 5;

export type RegexOutcome = { index: number; length: number } | null | 'timeout';

/** Processor time of the whole process since `since`, in milliseconds. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** One context per scan: creating one costs about a millisecond, running in it much less. */
export class RegexBudget {
  private readonly context = vm.createContext({
    pattern: null,
    text: '',
    found: null,
    finished: false,
  });

  constructor(private readonly budgetMs = SCAN_REGEX_FILE_BUDGET_MS) {}

  /** The first match of `pattern` in `text`, null for none, 'timeout' when stopped. */
  find(pattern: RegExp, text: string): RegexOutcome {
    let spentMs = 0;
    try {
      for (let run = 1; ; run++) {
        const started = process.cpuUsage();
        if (this.run(pattern, text)) {
          const found = this.context.found as RegExpExecArray | null;
          return found ? { index: found.index, length: found[0].length } : null;
        }
        spentMs += cpuMsSince(started);
        if (spentMs * 2 >= this.budgetMs || run >= STALLED_RUNS_MAX) return 'timeout';
      }
    } finally {
      this.context.text = '';
      this.context.found = null;
    }
  }

  /** One run of the search; whether it finished (its result is then in the context). */
  private run(pattern: RegExp, text: string): boolean {
    pattern.lastIndex = 0;
    this.context.pattern = pattern;
    this.context.text = text;
    this.context.found = null;
    this.context.finished = false;
    try {
      search.runInContext(this.context, { timeout: this.budgetMs });
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
      // Thrown as well when the watchdog fired after the search had ended.
      return this.context.finished === true || this.context.found !== null;
    }
  }
}
