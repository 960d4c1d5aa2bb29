import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the affiliate campaign screens; the name is in en.ts / es.ts. */
export const en = {
  resources: {
    campaigns: {
      fields: {
        id: 'ID',
        name: 'Name',
        partner: 'Partner',
        costModel: 'Cost model',
        cost: 'Cost',
        country: 'Country',
        active: 'Active',
        q: 'Search',
        step: 'Step',
        uniqueClientId: 'Visitor',
        createdAt: 'When',
        amount: 'Amount',
        from: 'From',
        to: 'To',
        tiers: 'Tiers',
        tierFrom: 'From lead number',
      },
      costModels: { lead: 'Per lead', tier: 'Tiered', date: 'By date' },
      steps: { lead: 'Lead', registration: 'Registration', application: 'Application', loanIssued: 'Loan issued' },
      clicks: 'Clicks',
      conversions: 'Conversion steps',
      costModel: 'Cost model',
      actions: { setCostModel: 'Set cost model' },
      notifications: { costModelSet: 'Cost model saved' },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    campaigns: {
      fields: {
        id: 'ID',
        name: 'Nombre',
        partner: 'Socio',
        costModel: 'Modelo de coste',
        cost: 'Coste',
        country: 'País',
        active: 'Activa',
        q: 'Buscar',
        step: 'Paso',
        uniqueClientId: 'Visitante',
        createdAt: 'Cuándo',
        amount: 'Importe',
        from: 'Desde',
        to: 'Hasta',
        tiers: 'Tramos',
        tierFrom: 'Desde el lead número',
      },
      costModels: { lead: 'Por lead', tier: 'Por tramos', date: 'Por fecha' },
      steps: { lead: 'Lead', registration: 'Registro', application: 'Solicitud', loanIssued: 'Préstamo emitido' },
      clicks: 'Clics',
      conversions: 'Pasos de conversión',
      costModel: 'Modelo de coste',
      actions: { setCostModel: 'Fijar modelo de coste' },
      notifications: { costModelSet: 'Modelo de coste guardado' },
    },
  },
};

// Evaluated with the campaign screens (they import this module first), before anything of them renders.
registerMessages({ en, es });
