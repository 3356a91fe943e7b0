import { type CompiledQuery, sql } from 'kysely';
import { type Db, isEmbeddedDatabase } from './database.js';

/** Stands for the list in the compiled statement; replaced by each call's list. */
const LIST_PLACEHOLDER: readonly string[] = [];

/** A string as an SQL literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A read whose text is the same on every call, its one varying value a list of ids bound as one
 * array parameter: the query is built and compiled once (Kysely otherwise builds and compiles
 * its tree on every call). On the embedded database it is also prepared once (PREPARE) and each
 * call only executes it with its values written in, so PGlite neither parses nor plans it again,
 * which for a statement of many tables costs more than reading its rows. Where that does not
 * apply (PostgreSQL, a transaction, a value that is not plain text) the compiled statement is
 * sent with its parameters.
 */
export class ReusedStatement<Row> {
  readonly #name: string;
  readonly #compile: (db: Db, list: readonly string[]) => CompiledQuery<Row>;
  #compiled: { statement: CompiledQuery<Row>; listAt: number } | null = null;
  /** Each embedded database's PREPARE, once, however many calls arrive together. */
  readonly #prepared = new WeakMap<Db, Promise<unknown>>();

  /**
   * `name` names the prepared statement (letters, digits and underscores); `compile` builds the
   * query with `list` where the ids go.
   */
  constructor(name: string, compile: (db: Db, list: readonly string[]) => CompiledQuery<Row>) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
    this.#name = name;
    this.#compile = compile;
  }

  /** The rows the statement reads for `list`. */
  async rows(db: Db, list: readonly string[]): Promise<Row[]> {
    const { statement, listAt } = this.#compiledFor(db);
    const written = this.#writtenValues(db, statement, listAt, list);
    if (written) {
      let prepared = this.#prepared.get(db);
      if (!prepared) {
        prepared = sql.raw(`prepare ${this.#name} as ${statement.sql}`).execute(db);
        // A PREPARE that failed is tried again by the next call rather than kept.
        prepared.catch(() => this.#prepared.delete(db));
        this.#prepared.set(db, prepared);
      }
      await prepared;
      const { rows } = await sql.raw<Row>(`execute ${this.#name}(${written})`).execute(db);
      return rows;
    }
    const parameters = statement.parameters.map((value, index) =>
      index === listAt ? list : value,
    );
    return (await db.executeQuery<Row>({ ...statement, parameters })).rows;
  }

  #compiledFor(db: Db) {
    if (!this.#compiled) {
      const statement = this.#compile(db, LIST_PLACEHOLDER);
      const listAt = statement.parameters.indexOf(LIST_PLACEHOLDER);
      if (listAt < 0) throw new Error(`${this.#name} lost its list parameter`);
      this.#compiled = { statement, listAt };
    }
    return this.#compiled;
  }

  /** The EXECUTE arguments, or null when the statement is sent with its parameters instead. */
  #writtenValues(
    db: Db,
    statement: CompiledQuery<Row>,
    listAt: number,
    list: readonly string[],
  ): string | null {
    if (!isEmbeddedDatabase(db) || !list.every((value) => /^\w+$/.test(value))) return null;
    const values: string[] = [];
    for (const [index, value] of statement.parameters.entries()) {
      if (index === listAt) values.push(`'{${list.join(',')}}'`);
      else if (typeof value === 'string') values.push(literal(value));
      else return null;
    }
    return values.join(', ');
  }
}
