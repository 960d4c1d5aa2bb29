import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the loan settings screens (`pronto.loanSettings`, `resources`); menu labels and resource names are in en.ts / es.ts. */

const noActions = { actions: {}, notifications: {} };

const enTexts = {
  pages: {
    proposals: {
      none: 'No discount rule applies to this loan.',
      rule: 'Rule',
      percent: 'Percentage',
      earlierLoans: 'Earlier loans',
      amount: 'Discount',
      apply: 'Give this discount',
      applied: 'Discount given',
      reason: 'Discount rule: %{name}',
    },
    reference: {
      strategy: 'Issue strategy',
      strategies: { automatic: 'Automatic', manual: 'Manual' },
      autoIssueMaxAmount: 'Automatic up to',
      note: 'How',
      purposes: 'Loan purposes',
      key: 'Key',
      name: 'Name',
      label: 'Shown to customers',
      banks: 'Banks',
      code: 'Code',
      available: 'Available',
      country: 'Country',
      all: 'All',
    },
  },
  resources: {
    loanDefinitions: {
      fields: {
        id: 'ID',
        name: 'Name',
        application: 'Application',
        country: 'Country',
        currency: 'Currency',
        amounts: 'Amounts',
        minAmount: 'Minimum amount',
        maxAmount: 'Maximum amount',
        step: 'Step',
        installmentOptions: 'Installment options',
        defaultAmount: 'Default amount',
        defaultInstallments: 'Default installments',
        defaultDays: 'Default term (days)',
        duration: 'Duration (days)',
        dailyRate: 'Daily rate (%)',
        missedPaymentFee: 'Missed payment fee',
        active: 'Active',
        updatedBy: 'Changed by',
        updatedAt: 'Changed',
      },
      hints: { installmentOptions: 'Numbers of installments, separated by commas' },
      ...noActions,
    },
    discountRules: {
      fields: {
        id: 'ID',
        name: 'Name',
        percent: 'Percentage',
        minLoans: 'Earlier loans needed',
        validFrom: 'From',
        validTo: 'To',
        active: 'Active',
        q: 'Search',
      },
      ...noActions,
    },
    impediments: {
      fields: {
        id: 'ID',
        loanId: 'Loan',
        customerId: 'Customer',
        type: 'Reason',
        reason: 'Reason',
        status: 'Status',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedBy: 'Changed by',
        updatedAt: 'Changed',
      },
      statuses: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', closed: 'Closed' },
      reasons: { illness: 'Illness', unemployment: 'Unemployment', bereavement: 'Bereavement', other: 'Other' },
      canCreate: 'Can the customer ask for another payment hold?',
      actions: { accepted: 'Accept', rejected: 'Reject', closed: 'Close' },
      notifications: { statusChanged: 'Impediment status changed' },
    },
    holidays: {
      fields: { id: 'ID', date: 'Day', country: 'Country', name: 'Name' },
      actions: {},
      notifications: {},
    },
    freezeDays: {
      fields: { id: 'ID', date: 'Day', country: 'Country', reason: 'Reason' },
      actions: {},
      notifications: {},
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const esTexts: Shape<typeof enTexts> = {
  pages: {
    proposals: {
      none: 'Ninguna regla de descuento se aplica a este préstamo.',
      rule: 'Regla',
      percent: 'Porcentaje',
      earlierLoans: 'Préstamos anteriores',
      amount: 'Descuento',
      apply: 'Aplicar este descuento',
      applied: 'Descuento aplicado',
      reason: 'Regla de descuento: %{name}',
    },
    reference: {
      strategy: 'Estrategia de emisión',
      strategies: { automatic: 'Automática', manual: 'Manual' },
      autoIssueMaxAmount: 'Automática hasta',
      note: 'Cómo',
      purposes: 'Finalidades del préstamo',
      key: 'Clave',
      name: 'Nombre',
      label: 'Texto para el cliente',
      banks: 'Bancos',
      code: 'Código',
      available: 'Disponible',
      country: 'País',
      all: 'Todos',
    },
  },
  resources: {
    loanDefinitions: {
      fields: {
        id: 'ID',
        name: 'Nombre',
        application: 'Aplicación',
        country: 'País',
        currency: 'Moneda',
        amounts: 'Importes',
        minAmount: 'Importe mínimo',
        maxAmount: 'Importe máximo',
        step: 'Incremento',
        installmentOptions: 'Opciones de cuotas',
        defaultAmount: 'Importe por defecto',
        defaultInstallments: 'Cuotas por defecto',
        defaultDays: 'Plazo por defecto (días)',
        duration: 'Duración (días)',
        dailyRate: 'Tipo diario (%)',
        missedPaymentFee: 'Comisión por impago',
        active: 'Activo',
        updatedBy: 'Cambiado por',
        updatedAt: 'Cambiado',
      },
      hints: { installmentOptions: 'Números de cuotas, separados por comas' },
      ...noActions,
    },
    discountRules: {
      fields: {
        id: 'ID',
        name: 'Nombre',
        percent: 'Porcentaje',
        minLoans: 'Préstamos anteriores necesarios',
        validFrom: 'Desde',
        validTo: 'Hasta',
        active: 'Activa',
        q: 'Buscar',
      },
      ...noActions,
    },
    impediments: {
      fields: {
        id: 'ID',
        loanId: 'Préstamo',
        customerId: 'Cliente',
        type: 'Motivo',
        reason: 'Motivo',
        status: 'Estado',
        createdAt: 'Creado',
        createdBy: 'Creado por',
        updatedBy: 'Cambiado por',
        updatedAt: 'Cambiado',
      },
      statuses: { pending: 'Pendiente', accepted: 'Aceptado', rejected: 'Rechazado', closed: 'Cerrado' },
      reasons: { illness: 'Enfermedad', unemployment: 'Desempleo', bereavement: 'Fallecimiento de un familiar', other: 'Otro' },
      canCreate: '¿Puede el cliente pedir otra suspensión de pagos?',
      actions: { accepted: 'Aceptar', rejected: 'Rechazar', closed: 'Cerrar' },
      notifications: { statusChanged: 'Estado del impedimento cambiado' },
    },
    holidays: {
      fields: { id: 'ID', date: 'Día', country: 'País', name: 'Nombre' },
      actions: {},
      notifications: {},
    },
    freezeDays: {
      fields: { id: 'ID', date: 'Día', country: 'País', reason: 'Motivo' },
      actions: {},
      notifications: {},
    },
  },
};

export const en = { pronto: { loanSettings: enTexts.pages }, resources: enTexts.resources };
export const es = { pronto: { loanSettings: esTexts.pages }, resources: esTexts.resources };

// Evaluated with the loan settings screens (each imports this module first), before anything of them renders.
registerMessages({ en, es });
