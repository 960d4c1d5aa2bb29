import type { Messages } from './messages.ts';

/** Spanish texts; spec wording where the spec gives one (customer-site.md §5, §8). */
export const esES = {
  lang: 'es',
  brand: 'Pronto',
  common: {
    loading: 'Cargando…',
    error: 'Error',
    success: 'Éxito',
    warning: 'Aviso',
    info: 'Información',
    processing: 'Procesando',
    dismiss: 'Cerrar notificación',
    tryAgain: 'Se ha producido un error. Por favor, inténtelo de nuevo.',
    goHome: 'Ir a la página de inicio',
    skipToContent: 'Ir al contenido',
  },
  header: {
    home: 'Inicio de Pronto',
    login: 'Acceder',
    signUp: 'Regístrese',
    welcome: 'Bienvenido',
    logout: 'Salir',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    account: 'Mi cuenta',
  },
  menu: {
    main: 'Menú principal',
    howItWorks: 'Cómo funciona',
    aboutUs: 'Quiénes somos',
    faq: 'Preguntas frecuentes',
    contact: 'Contacto',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    dataProtection: 'Protección de datos',
  },
  // The footer's other texts load with the footer (i18n/pages/footer.ts); this one is also on the forms' side column.
  footer: {
    register: { label: 'Reclamaciones: Banco de España', url: 'https://www.bde.es/wbe/es/para-ciudadanos/gestiones/reclamaciones/' },
  },
} satisfies Messages;
