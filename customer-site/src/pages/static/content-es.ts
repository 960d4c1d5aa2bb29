import type { StaticContent } from './content-types.ts';

export const contentEs: StaticContent = {
  aboutUs: {
    title: 'Quiénes somos',
    intro: 'Pronto presta pequeñas cantidades a corto plazo a quien necesita cubrir un gasto imprevisto, con respuesta en minutos.',
    sections: [
      {
        heading: 'Qué hacemos',
        paragraphs: [
          'Ofrecemos préstamos de hasta 400 € a clientes nuevos, que se devuelven hasta en cuatro cuotas mensuales. Los clientes existentes pueden pedir hasta 1.500 €.',
          'Todo se hace en línea: usted lo solicita en unos cinco minutos, confirma su móvil con un PIN y recibe una respuesta al instante. El dinero aprobado llega a su cuenta en unos 15 minutos.',
        ],
      },
      {
        heading: 'Préstamo responsable',
        paragraphs: [
          'Antes de prestar comprobamos su identidad, sus ingresos y su historial crediticio, y solo ofrecemos lo que puede devolver.',
          'Los intereses y comisiones nunca superan el importe prestado. Si tiene dificultades para pagar, avísenos cuanto antes y buscaremos una solución.',
        ],
      },
      {
        heading: 'Quiénes somos',
        paragraphs: ['Pronto es una marca de Pronto Finance España S.L., inscrita en el Registro Mercantil de Madrid.'],
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro: 'Respuestas a las preguntas más habituales. Si no encuentra la suya, escríbanos.',
    items: [
      {
        q: '¿Quién puede solicitarlo?',
        a: 'Debe ser mayor de edad, residir en España con DNI o NIE, y tener cuenta bancaria, tarjeta de débito y teléfono móvil.',
      },
      { q: '¿Cuánto puedo pedir?', a: 'Hasta 400 € si es cliente nuevo y hasta 1.500 € si ya es cliente.' },
      { q: '¿Cuánto tarda la respuesta?', a: 'La respuesta es inmediata y el dinero llega en unos 15 minutos.' },
      {
        q: '¿Cómo devuelvo el préstamo?',
        a: 'Las cuotas se cobran automáticamente en su tarjeta en cada fecha de vencimiento. También puede amortizar antes desde su cuenta.',
      },
      {
        q: '¿Qué pasa si me retraso?',
        a: 'Se cobra una comisión única de 10 € y un interés del 0,75 % diario sobre lo vencido. Intereses y comisiones nunca superan el importe prestado.',
      },
      { q: 'He olvidado mi PIN', a: 'Pulse "¿Ha olvidado su PIN?" en la página de acceso y le enviaremos uno nuevo por SMS.' },
    ],
  },
  privacyPolicy: {
    title: 'Política de privacidad',
    intro: 'Esta política explica qué datos personales trata Pronto Finance España S.L., para qué y qué derechos tiene.',
    sections: [
      {
        heading: 'Qué datos tratamos',
        paragraphs: [
          'Nombre, DNI o NIE, fecha de nacimiento, datos de contacto, domicilio, empleo e ingresos, datos bancarios y el uso que hace de la web.',
        ],
      },
      {
        heading: 'Para qué',
        paragraphs: [
          'Para estudiar su solicitud y su solvencia, verificar su identidad y prevenir el fraude, gestionar su préstamo, cumplir la ley y, si lo acepta, enviarle comunicaciones comerciales.',
        ],
      },
      {
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con ficheros de solvencia patrimonial, entidades de pago y proveedores que trabajan por cuenta nuestra bajo contrato. Nunca vendemos sus datos.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          'Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad, y reclamar ante la Agencia Española de Protección de Datos (aepd.es).',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Política de cookies',
    intro: 'Las cookies son pequeños archivos que el navegador guarda para una web. Aquí explicamos las que usamos.',
    sections: [
      { heading: 'Técnicas', paragraphs: ['Mantienen su sesión y los pasos de su solicitud. Sin ellas la web no funciona.'] },
      {
        heading: 'Analíticas',
        paragraphs: ['Nos dicen qué páginas se usan para mejorar la web, con datos agregados que no le identifican.'],
      },
      {
        heading: 'Publicitarias',
        paragraphs: ['Si llega desde un socio, guardamos la campaña durante un día para reconocer la recomendación.'],
      },
      { heading: 'Cómo gestionarlas', paragraphs: ['Puede borrar o bloquear las cookies desde la configuración de su navegador.'] },
    ],
  },
  dataProtection: {
    title: 'Protección de datos',
    intro: 'Cómo protegemos su información y cómo contactar con nuestro Delegado de Protección de Datos.',
    sections: [
      {
        heading: 'Seguridad',
        paragraphs: [
          'Todo el tráfico de la web va cifrado. Los datos de tarjeta los trata un proveedor certificado PCI DSS y nunca se guardan en nuestros servidores.',
        ],
      },
      {
        heading: 'Delegado de Protección de Datos',
        paragraphs: ['Escriba a dpo@pronto.es o a Calle de Alcalá 21, 28014 Madrid, indicando "Protección de datos".'],
      },
    ],
  },
};
