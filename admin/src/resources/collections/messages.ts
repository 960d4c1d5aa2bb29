import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the collection book and the collection companies; the names are in en.ts / es.ts. */
export const en = {
  resources: {
    collections: {
      allAgents: 'All agents',
      tabs: { book: 'Overdue loans', customers: 'Customers in collection' },
      fields: {
        loan: 'Loan',
        customer: 'Customer',
        name: 'Name',
        country: 'Country',
        status: 'Status',
        daysOverdue: 'Days overdue',
        owed: 'Owed',
        agent: 'Agent',
        company: 'Company',
        actions: 'Actions',
      },
      actions: {
        assignToCam: 'Assign to agent',
        unassignFromCam: 'Unassign agent',
        assignCompany: 'Assign to company',
        unassignCompany: 'Unassign company',
      },
      notifications: {
        assigned: 'Loan assigned to the agent',
        unassigned: 'Loan unassigned from the agent',
        companyAssigned: 'Loan assigned to the company',
        companyUnassigned: 'Loan taken from the company',
      },
    },
    collectionCompanies: {
      fields: { id: 'ID', name: 'Name', country: 'Country', email: 'E-mail', commission: 'Commission %', active: 'Active', q: 'Search' },
      history: 'Assignment history',
      historyFields: { loan: 'Loan', change: 'Change', by: 'By', at: 'When' },
      assigned: 'Assigned',
      unassigned: 'Unassigned',
      actions: {},
      notifications: {},
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    collections: {
      allAgents: 'Todos los agentes',
      tabs: { book: 'Préstamos vencidos', customers: 'Clientes en recobro' },
      fields: {
        loan: 'Préstamo',
        customer: 'Cliente',
        name: 'Nombre',
        country: 'País',
        status: 'Estado',
        daysOverdue: 'Días de retraso',
        owed: 'Pendiente',
        agent: 'Agente',
        company: 'Empresa',
        actions: 'Acciones',
      },
      actions: {
        assignToCam: 'Asignar a agente',
        unassignFromCam: 'Quitar agente',
        assignCompany: 'Asignar a empresa',
        unassignCompany: 'Quitar empresa',
      },
      notifications: {
        assigned: 'Préstamo asignado al agente',
        unassigned: 'Préstamo retirado del agente',
        companyAssigned: 'Préstamo asignado a la empresa',
        companyUnassigned: 'Préstamo retirado de la empresa',
      },
    },
    collectionCompanies: {
      fields: { id: 'ID', name: 'Nombre', country: 'País', email: 'Correo', commission: 'Comisión %', active: 'Activa', q: 'Buscar' },
      history: 'Historial de asignaciones',
      historyFields: { loan: 'Préstamo', change: 'Cambio', by: 'Por', at: 'Cuándo' },
      assigned: 'Asignado',
      unassigned: 'Retirado',
      actions: {},
      notifications: {},
    },
  },
};

// Evaluated with the collection screens (each imports this module first), before anything of them renders.
registerMessages({ en, es });
