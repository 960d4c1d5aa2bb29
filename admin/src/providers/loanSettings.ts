import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { LOAN_DEFINITION_FIELDS } from '@pronto/api';
import { rpc } from './rpc.ts';
import { localPage } from './localList.ts';

/** What `loan.discount/rules.post` takes: the rule's fields (and its id and the version the edit started from when it changes one). */
export function discountRuleBody(data: Record<string, unknown>, id?: RaRecord['id']): Record<string, unknown> {
  const { name, percent, minLoans, validFrom, validTo, active, version } = data;
  return { ...(id === undefined ? {} : { id: Number(id), version }), name, percent, minLoans, validFrom, validTo, active };
}

/** Each loan-settings resource read and written through its catalogue calls. */
interface Calls {
  list(params: GetListParams): Promise<{ data: RaRecord[]; total: number }>;
  one(id: RaRecord['id']): Promise<RaRecord>;
  create?(data: Record<string, unknown>): Promise<RaRecord>;
  update?(id: RaRecord['id'], data: Record<string, unknown>): Promise<RaRecord>;
  remove?(id: RaRecord['id']): Promise<RaRecord>;
}

const rules = () => rpc('loan.discount/rules');
const findIn = async (rows: Promise<RaRecord[]>, id: RaRecord['id']) => {
  const found = (await rows).find((r) => String(r.id) === String(id));
  if (!found) throw new Error(`No record ${String(id)}`);
  return found;
};

export const LOAN_SETTING_CALLS: Record<string, Calls> = {
  loanDefinitions: {
    list: async (params) => localPage(await rpc('loan.getAllLoanDefinitions'), params),
    one: (id) => rpc('loan.getLoanDefinition', { params: { id: String(id) } }),
    update: (id, data) =>
      rpc('loan.loanDefinition', {
        data: {
          id: Number(id),
          version: typeof data.version === 'number' ? data.version : undefined,
          ...Object.fromEntries(LOAN_DEFINITION_FIELDS.map((f) => [f, data[f]])),
        },
      }),
  },
  discountRules: {
    list: async (params) => localPage(await rules(), params),
    one: (id) => findIn(rules(), id),
    create: (data) => rpc('loan.discount/rules.post', { data: discountRuleBody(data) }),
    update: (id, data) => rpc('loan.discount/rules.post', { data: discountRuleBody(data, id) }),
    remove: (id) => rpc('loan.discount/rule', { params: { id: String(id) } }),
  },
  impediments: {
    list: async ({ pagination, filter }) => {
      const { status, loanId } = (filter ?? {}) as Record<string, unknown>;
      const answer = await rpc('loan.getAllImpediments/paged', {
        data: {
          page: pagination?.page ?? 1,
          perPage: pagination?.perPage ?? 25,
          ...(status ? { status: String(status) } : {}),
          ...(loanId ? { loanId: Number(loanId) } : {}),
        },
      });
      return { data: answer.items, total: answer.total };
    },
    one: (id) => findIn(rpc('loan.getAllImpediments'), id),
    create: (data) => rpc('loan.createLoanImpediment', { data: { loanId: Number(data.loanId), reason: String(data.reason ?? '') } }),
    update: (id, data) => rpc('loan.setImpedimentStatus', { data: { impedimentId: Number(id), status: String(data.status ?? '') } }),
  },
};

/**
 * The loan service's CRUD methods with loan definitions, discount rules and impediments answered by
 * their catalogue calls; every other resource goes to `base`.
 */
export function withLoanSettings(base: DataProvider): DataProvider {
  const calls = (resource: string) => LOAN_SETTING_CALLS[resource];
  const missing = (resource: string, what: string) => Promise.reject(new Error(`${resource} cannot ${what}.`));
  return {
    ...base,
    getList: ((resource: string, params: GetListParams) =>
      calls(resource)?.list(params) ?? base.getList(resource, params)) as DataProvider['getList'],
    getOne: (async (resource: string, params: GetOneParams) => {
      const c = calls(resource);
      return c ? { data: await c.one(params.id) } : base.getOne(resource, params);
    }) as DataProvider['getOne'],
    getMany: (async (resource: string, params: GetManyParams) => {
      const c = calls(resource);
      if (!c) return base.getMany(resource, params);
      const all = await c.list({ filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
      return { data: all.data.filter((r) => params.ids.map(String).includes(String(r.id))) };
    }) as DataProvider['getMany'],
    create: (async (resource: string, params: CreateParams) => {
      const c = calls(resource);
      if (!c) return base.create(resource, params);
      return c.create ? { data: await c.create(params.data as Record<string, unknown>) } : missing(resource, 'be created');
    }) as DataProvider['create'],
    update: (async (resource: string, params: UpdateParams) => {
      const c = calls(resource);
      if (!c) return base.update(resource, params);
      return c.update ? { data: await c.update(params.id, params.data as Record<string, unknown>) } : missing(resource, 'be changed');
    }) as DataProvider['update'],
    delete: (async (resource: string, params: DeleteParams) => {
      const c = calls(resource);
      if (!c) return base.delete(resource, params);
      return c.remove ? { data: await c.remove(params.id) } : missing(resource, 'be deleted');
    }) as DataProvider['delete'],
    deleteMany: (async (resource: string, params: DeleteManyParams) => {
      const c = calls(resource);
      if (!c) return base.deleteMany(resource, params);
      const remove = c.remove;
      if (!remove) return missing(resource, 'be deleted');
      for (const id of params.ids) await remove(id);
      return { data: params.ids };
    }) as DataProvider['deleteMany'],
  };
}

export type { Bank, DiscountProposal, IssueStrategy, LoanPurpose } from '@pronto/api';

/** The public IBAN check and the read-only loan settings (proposals, banks, purposes, issue strategy). */
export const loanSettingsRpc = {
  validateIban: (_: string, p: { iban: string }) => rpc('loan.IbanValidation', { data: p }),
  discountProposals: (_: string, p: { loanId: number }) => rpc('loan.discount/proposals', { params: { loanId: String(p.loanId) } }),
  canCreateImpediment: (_: string, p: { customerId: number }) =>
    rpc('loan.staff/customerCanCreateImpediment', {
      params: { customerId: String(p.customerId) },
    }),
  banks: (_: string, p: { country?: string } = {}) => rpc('loan.staff/banks', { params: p.country ? { country: p.country } : {} }),
  loanPurposes: (_: string, p: { language: string }) => rpc('loan.getLoanPurpose', { data: p }),
  /** Every market's issue strategy (the call answers one market's alone only when asked for it). */
  issueStrategies: async (_: string) => {
    const answer = await rpc('loan.LoanIssueStrategy');
    return Array.isArray(answer) ? answer : [answer];
  },
  setImpedimentStatus: (_: string, p: { impedimentId: number; status: string }) => rpc('loan.setImpedimentStatus', { data: p }),
};
