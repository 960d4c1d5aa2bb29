/** The maintenance page's own words, loaded with the page rather than with the console. */
export const MAINTENANCE_WORDS = {
  en: {
    title: 'Maintenance and tests',
    intro: 'Repairs over all records, tests against the providers and period reports. Admins only.',
  },
  es: {
    title: 'Mantenimiento y pruebas',
    intro: 'Reparaciones sobre todos los registros, pruebas con los proveedores e informes de un periodo. Solo administradores.',
  },
};
