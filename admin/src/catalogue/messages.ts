import type { Shape } from '../i18n/en.ts';
import { registerMessages } from '../i18n/i18nProvider.ts';

/** Texts of the API console; its menu entry is in en.ts / es.ts. */
export const en = {
  pronto: {
    catalogue: {
      title: 'API console',
      search: 'Search calls',
      pick: 'Pick a call on the left',
      vars: 'URL variables',
      query: 'Query (JSON object)',
      body: 'Body (JSON)',
      send: 'Call',
      status: 'Status',
      data: 'Data',
      errors: 'Errors',
      invalidJson: 'Not valid JSON',
      count: '%{smart_count} call |||| %{smart_count} calls',
    },
  },
};

export const es: Shape<typeof en> = {
  pronto: {
    catalogue: {
      title: 'Consola de la API',
      search: 'Buscar llamadas',
      pick: 'Elija una llamada a la izquierda',
      vars: 'Variables de la URL',
      query: 'Consulta (objeto JSON)',
      body: 'Cuerpo (JSON)',
      send: 'Llamar',
      status: 'Estado',
      data: 'Datos',
      errors: 'Errores',
      invalidJson: 'JSON no válido',
      count: '%{smart_count} llamada |||| %{smart_count} llamadas',
    },
  },
};

// Evaluated with the API console (its modules import this module first), before anything of it renders.
registerMessages({ en, es });
