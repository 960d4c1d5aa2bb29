import type { Context } from '../context.ts';
import { invalid, isObject, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { id, str } from '../validate.ts';

/** Small CRUD helpers over one collection for the RPC-shaped content and template calls. */
export function crud(ctx: Context, collection: string, label: string) {
  const rows = () => ctx.rows(collection);
  const find = (rowId: number): Row => {
    const row = rows().find((r) => r.id === rowId);
    if (!row) throw invalid(`${label} ${rowId} does not exist.`);
    return row;
  };
  /** The id of the call: path `{id}`, else body or query `id`. */
  const idOf = (call: Call): number => id(call.params.id ?? call.body.id ?? call.query.id, 'id');
  return {
    rows,
    find,
    list: (filter?: (row: Row) => boolean) => (filter ? rows().filter(filter) : rows()),
    get: (call: Call) => find(idOf(call)),
    create(call: Call, required: string[], extra: Record<string, unknown> = {}): Row {
      for (const field of required) str(call.body, field);
      const { id: _ignored, ...fields } = call.body;
      return ctx.insert(collection, { ...fields, ...extra, createdAt: ctx.nowIso() });
    },
    update(call: Call): Row {
      const row = find(idOf(call));
      const { id: _ignored, ...fields } = call.body;
      for (const [key, value] of Object.entries(fields)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isObject(value))
          throw invalid(`${key} has an unsupported value.`);
        row[key] = value;
      }
      row.updatedAt = ctx.nowIso();
      ctx.changed();
      return row;
    },
    remove(call: Call): Row {
      const row = find(idOf(call));
      rows().splice(rows().indexOf(row), 1);
      ctx.changed();
      return row;
    },
  };
}
