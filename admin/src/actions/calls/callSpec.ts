import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { CallId, CallOptions, CatalogueEntry } from '@pronto/api';
import type { EnumName } from '../../fields/enums.ts';

/** Words in the console's two languages. Kept with the screen that shows them, so they load with it. */
export interface Words {
  en: string;
  es: string;
}

/** What a screen's own picker of a call's field is given: the field, its label and checks, the record on screen. */
export interface CallInputProps {
  source: string;
  label: string;
  validate: Validator[];
  record?: Readonly<Record<string, unknown>>;
  lang: keyof Words;
}

/** One input of a call's form: the call's own field name (body, query or url variable). A field named `…Ids` is a list of ids, typed comma-separated. */
export interface CallField {
  name: string;
  /** text (default), number, money (in the record's currency), date, choice, long text, a secret (typed unseen, never shown back), or an agent picked by name (their id is sent). */
  kind?: 'text' | 'number' | 'money' | 'date' | 'choice' | 'long' | 'secret' | 'agent';
  /** A picker of the screen's own (one of the loan's payments, one of its chargebacks), instead of a kind. */
  input?: ComponentType<CallInputProps>;
  /** A choice among the values of one of the console's enums, written in the console's language. */
  enum?: EnumName;
  /** The code words of any other choice, each with its words (a code word without them is split into words); with `enum`, the part of it offered. */
  choices?: readonly string[];
  choiceWords?: Readonly<Record<string, Words>>;
  optional?: boolean;
  /** A record of this resource, picked by its name in an autocomplete (a group, a card, a company): its id is sent. */
  reference?: string;
  /** The picker's filter from the record on screen: the resource's field -> the record's field (the customer's own cards). */
  referenceFilter?: Readonly<Record<string, string>>;
  /** The label, when the shared words of callWords.ts do not name the field. */
  label?: Words;
}

/**
 * A catalogue call offered on a record's screen (every staff call where staff look for it):
 * what it is called, what the record fills in, what staff type, and whether it needs a reason.
 */
export interface CallSpec {
  id: CallId;
  title: Words;
  /** Values taken from the record on screen: the call's field -> the record's field (`id`, `customerId`). */
  from?: Readonly<Record<string, string>>;
  /** What staff fill in. */
  fields?: readonly CallField[];
  /** Values the call always sends, whatever is on screen (a card payment's `full: true`: what settles the loan). */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Cannot be undone or moves money: the question staff confirm, with a reason that goes with the call
   * to the audit trail (the Confirmation rule of docs/decisions.md). `%{id}` is the record's id.
   */
  confirm?: Words;
  /** A POST that only answers (a quote, a list, a certificate): the answer is shown, nothing is refreshed. */
  query?: boolean;
  /**
   * Sent once per id of a list the record holds, in turn: the call's field -> the record's list of ids. A
   * bulk action over tickets or loans, which the catalogue has no bulk call for (reassign each ticket).
   */
  each?: Readonly<Record<string, string>>;
}

/** Whether a field holds a list of ids (customerIds, loanIds ...). */
export const isIdList = (name: string): boolean => /Ids$/.test(name);

/** "12, 13 14" as [12, 13, 14]: what staff type into a list of ids. */
export const idList = (typed: unknown): number[] =>
  String(typed)
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

/** Whether a spec only reads: a GET, a DELETE never; a POST marked `query`. */
export const isQuery = (spec: CallSpec, entry: Pick<CatalogueEntry, 'method'>): boolean => entry.method === 'get' || spec.query === true;

/**
 * The call's options from the record and what staff typed: url variables by the entry's names, the rest
 * in the query string of a GET or DELETE and in the body otherwise. Empty inputs, and values the form
 * holds but does not ask, are left out.
 */
export function callOptionsOf(
  spec: CallSpec,
  entry: Pick<CatalogueEntry, 'method' | 'vars'>,
  record: Readonly<Record<string, unknown>> | undefined,
  typed: Readonly<Record<string, unknown>> = {},
): CallOptions {
  const values: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(spec.from ?? {})) values[field] = record?.[source];
  // Only what the form asks (a react-admin form also holds the record it sits in), and the reason.
  const asked = new Set([...(spec.fields ?? []).map((f) => f.name), 'reason']);
  for (const [field, value] of Object.entries(typed))
    if (asked.has(field) && value !== '' && value !== null && value !== undefined) values[field] = isIdList(field) ? idList(value) : value;
  Object.assign(values, spec.fixed);
  const vars: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (entry.vars.includes(field)) vars[field] = value as string | number;
    else rest[field] = value;
  }
  const options: CallOptions = entry.vars.length > 0 ? { vars } : {};
  if (entry.method === 'get' || entry.method === 'delete') {
    if (Object.keys(rest).length > 0) options.params = rest as CallOptions['params'];
  } else {
    // The body of a generic call is what its spec names; its type is the contract's unknown-shaped body.
    options.data = rest;
  }
  return options;
}

/**
 * Each call a write sends: one, or with `each` one per id of the record's list (in its order, with that
 * id), as if the record held that one id.
 */
export function callsOf(
  spec: CallSpec,
  entry: Pick<CatalogueEntry, 'method' | 'vars'>,
  record: Readonly<Record<string, unknown>> | undefined,
  typed: Readonly<Record<string, unknown>> = {},
): { id?: unknown; options: CallOptions }[] {
  const [each] = Object.entries(spec.each ?? {});
  if (!each) return [{ options: callOptionsOf(spec, entry, record, typed) }];
  const [field, list] = each;
  const ids: unknown = record?.[list];
  const one = { ...spec, from: { ...spec.from, [field]: list } };
  return (Array.isArray(ids) ? ids : []).map((id: unknown) => ({
    id,
    options: callOptionsOf(one, entry, { ...record, [list]: id }, typed),
  }));
}
