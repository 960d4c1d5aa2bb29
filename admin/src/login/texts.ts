/**
 * The staff sign-in's texts (`pronto.login` of both catalogues). Kept apart so the sign-in page shown
 * before the console loads needs neither the catalogues nor react-admin.
 */
export const signInTexts = {
  en: {
    title: 'Staff sign-in',
    emailAddress: 'E-mail address',
    password: 'Password',
    country: 'Country',
    countries: { GB: 'United Kingdom', ES: 'Spain' },
    submit: 'Sign in',
    success: 'Login Success',
    wrongCredentials: 'E-mail or password is wrong',
    required: 'Required',
    invalidEmail: 'Enter a valid e-mail address',
    language: 'Language',
  },
  es: {
    title: 'Acceso del personal',
    emailAddress: 'Correo electrónico',
    password: 'Contraseña',
    country: 'País',
    countries: { GB: 'Reino Unido', ES: 'España' },
    submit: 'Iniciar sesión',
    success: 'Login Success',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos',
    required: 'Obligatorio',
    invalidEmail: 'Introduzca un correo electrónico válido',
    language: 'Idioma',
  },
} as const;

export type SignInLocale = keyof typeof signInTexts;
export type SignInTexts = {
  readonly [K in keyof (typeof signInTexts)['en']]: (typeof signInTexts)['en'][K] extends string
    ? string
    : Readonly<Record<'GB' | 'ES', string>>;
};
