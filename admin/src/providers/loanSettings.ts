import type { CreateParams, DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { IDS } from './ids.ts';
import { rpc } from './rpc.ts';

const WRITES: Record<string, { create: string; update: string }> = {
  holidays: { create: IDS.holidayCreate, update: IDS.holidayUpdate },
  freezeDays: { create: IDS.freezeDayCreate, update: IDS.freezeDayUpdate },
};

/** Holidays and freeze days are written through their catalogue calls (one per country and day). */
export function withDayWrites(rest: DataProvider): Pick<DataProvider, 'create' | 'update'> {
  return {
    create: (async (resource: string, params: CreateParams) => {
      const ids = WRITES[resource];
      return ids ? { data: await rpc<RaRecord>(ids.create, { data: params.data }) } : rest.create(resource, params);
    }) as DataProvider['create'],
    update: (async (resource: string, params: UpdateParams) => {
      const ids = WRITES[resource];
      return ids ? { data: await rpc<RaRecord>(ids.update, { data: { ...params.data, id: Number(params.id) } }) } : rest.update(resource, params);
    }) as DataProvider['update'],
  };
}

/** The public IBAN check. */
export const loanSettingsRpc = {
  validateIban: (_: string, p: { iban: string }) => rpc<{ iban: string; valid: boolean; country: string }>(IDS.ibanValidation, { data: p }),
};
