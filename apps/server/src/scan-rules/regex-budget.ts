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
 */
const search = new vm.Script('found = pattern.exec(text)');

export type RegexOutcome = { index: number; length: number } | null | 'timeout';

/** One context per scan: creating one costs about a millisecond, running in it much less. */
export class RegexBudget {
  private readonly context = vm.createContext({ pattern: null, text: '', found: null });

  constructor(private readonly budgetMs = SCAN_REGEX_FILE_BUDGET_MS) {}

  /** The first match of `pattern` in `text`, null for none, 'timeout' when stopped. */
  find(pattern: RegExp, text: string): RegexOutcome {
    pattern.lastIndex = 0;
    this.context.pattern = pattern;
    this.context.text = text;
    this.context.found = null;
    try {
      search.runInContext(this.context, { timeout: this.budgetMs });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
      throw error;
    } finally {
      this.context.text = '';
    }
    const found = this.context.found as RegExpExecArray | null;
    return found ? { index: found.index, length: found[0].length } : null;
  }
}
