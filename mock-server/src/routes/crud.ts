import type { Context } from '../context.ts';
import { invalid, isObject, type Call } from '../http.ts';
import type { Row, Stored, Versioned } from '../types.ts';
import { bumpVersion, checkVersion, editorCountry, editorOf } from '../versions.ts';
import { id, str } from '../validate.ts';

/**
 * Small CRUD helpers over one collection for the RPC-shaped content and template calls. `T`: the record
 * its rows are answered as (the contract's type of the collection).
 */
export function crud<T extends object = Row>(ctx: Context, collection: string, label: string) {
  const rows = () => ctx.rows<T>(collection);
  const find = (rowId: number): Stored<T> => {
    const row = rows().find((r) => r.id === rowId);
    if (!row) throw invalid(`${label} ${rowId} does not exist.`);
    return row;
  };
  /** The id of the call: path `{id}`, else body or query `id`. */
  const idOf = (call: Call): number => id(call.params.id ?? call.body.id ?? call.query.id, 'id');
  return {
    rows,
    find,
    list: (filter?: (row: Stored<T>) => boolean) => (filter ? rows().filter(filter) : rows()),
    get: (call: Call) => find(idOf(call)),
    /** Stores the body's fields (the required ones checked) as a new row; its fields are the body's. */
    create(call: Call, required: string[], extra: Record<string, unknown> = {}): Stored<T> {
      for (const field of required) str(call.body, field);
      const { id: _ignored, ...fields } = call.body;
      // The body's fields make the row: the checks above and the route's own are all it has.
      return ctx.insert(collection, { ...fields, ...extra, createdAt: ctx.nowIso() }) as Row as Stored<T>;
    },
    /**
     * Changes the body's fields of a row, from the version the edit started from when one is sent (409
     * naming who saved in between, versions.ts), and records the edit (version, when, who).
     */
    update(call: Call): Stored<T> {
      const row = find(idOf(call));
      const country = typeof (row as Row).country === 'string' ? String((row as Row).country) : editorCountry(call);
      checkVersion(row as Versioned, call.body, label.toLowerCase(), country);
      const { id: _ignored, ...fields } = call.body;
      for (const [key, value] of Object.entries(fields)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isObject(value))
          throw invalid(`${key} has an unsupported value.`);
        (row as Row)[key] = value;
      }
      bumpVersion(ctx, row as Versioned, editorOf(call));
      ctx.changed();
      return row;
    },
    remove(call: Call): Stored<T> {
      const row = find(idOf(call));
      rows().splice(rows().indexOf(row), 1);
      ctx.changed();
      return row;
    },
  };
}
