import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the card screens; the name is in en.ts / es.ts, the field labels (other features show them too) in records/messages.ts. */
export const en = {
  resources: {
    cards: {
      tabs: { details: 'Details', transactions: 'Transactions', history: 'Status history' },
      actions: {
        setLinked: 'Link',
        setUnlinked: 'Unlink',
        setDeleted: 'Delete',
        setActive: 'Activate',
        setSubStatus: 'Set sub-status',
        setPrivilege: 'Set privilege',
        setProvider: 'Set provider',
        exportTransactions: 'Export transactions',
      },
      notifications: {
        linked: 'Card linked',
        unlinked: 'Card unlinked',
        deleted: 'Card deleted',
        activated: 'Card activated',
        subStatusSet: 'Sub-status changed',
        privilegeSet: 'Privilege changed',
        providerSet: 'Provider changed',
      },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    cards: {
      tabs: { details: 'Datos', transactions: 'Operaciones', history: 'Historial de estados' },
      actions: {
        setLinked: 'Vincular',
        setUnlinked: 'Desvincular',
        setDeleted: 'Eliminar',
        setActive: 'Activar',
        setSubStatus: 'Cambiar subestado',
        setPrivilege: 'Cambiar privilegio',
        setProvider: 'Cambiar proveedor',
        exportTransactions: 'Exportar operaciones',
      },
      notifications: {
        linked: 'Tarjeta vinculada',
        unlinked: 'Tarjeta desvinculada',
        deleted: 'Tarjeta eliminada',
        activated: 'Tarjeta activada',
        subStatusSet: 'Subestado cambiado',
        privilegeSet: 'Privilegio cambiado',
        providerSet: 'Proveedor cambiado',
      },
    },
  },
};

// Evaluated with the card screens (each of their modules showing these texts imports it first), before anything of them renders.
registerMessages({ en, es });
