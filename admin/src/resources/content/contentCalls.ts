import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** An IP address's fraud score, for the IP screens (bans, locations). */
export const IP_CALLS: readonly CallSpec[] = [
  { id: 'content.scamalytics', title: { en: 'Fraud score of an IP', es: 'Puntuación de fraude de una IP' }, fields: [{ name: 'ip' }] },
];

/** The automation settings, read and changed one key at a time, beside the enumerations. */
export const AUTOMATION_CALLS: readonly CallSpec[] = [
  {
    id: 'content.automation.post',
    title: { en: 'Change an automation setting', es: 'Cambiar un ajuste de automatización' },
    fields: [
      { name: 'key', label: { en: 'Setting', es: 'Ajuste' } },
      { name: 'value', label: { en: 'Value', es: 'Valor' } },
    ],
  },
  { id: 'content.automation', title: { en: 'Automation settings', es: 'Ajustes de automatización' } },
];
