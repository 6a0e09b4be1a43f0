/**
 * The words the account specs expect on screen, written here by hand rather than read from the
 * site's own language files (issue 24): a change of wording in public/assets/i18n must show up
 * as a failing test. English: SPEC.md §5, §7–§9 where it gives the text (marked SPEC), the plain
 * English of docs/decisions.md "Words on screen" where SPEC.md's is broken (marked decisions), or
 * the product's own where SPEC.md gives none (unmarked). French and Spanish: the reviewed translations.
 */
export type Lang = 'en' | 'fr' | 'sp';

export const ACCOUNT_WORDS: Record<Lang, Record<string, string>> = {
  en: {
    'account.editToggle': 'Edit profile',
    'account.name': 'Name', // SPEC
    'account.password.old': 'Old Password', // SPEC
    'account.password.submit': 'Change Password', // SPEC
    'account.photo.drop': 'Drop a photo here or choose one',
    'account.photo.unsupported': 'Unsupported file type', // SPEC
    'account.submit': 'Edit', // SPEC
    'account.wish.empty': 'You have not liked any cars yet.', // decisions
    'apiMessage.notRegistered': 'This Mobile Number is not registered.',
    'apiMessage.numberTaken': 'This Mobile Number is already registered. Please login.',
    'apiMessage.numberVerified': 'Mobile Number is Verified.', // decisions
    'apiMessage.oldPasswordWrong': 'Old Password is not correct',
    'apiMessage.passwordUnchanged': 'The new password must be different from the current one.',
    'apiMessage.otpWaitSeconds': 'Please wait {{count}} s before asking for another code.',
    'apiMessage.passwordUpdated': 'Your password has been updated. Please login.',
    'auth.confirmNewPassword': 'Confirm New Password', // SPEC
    'auth.confirmPassword': 'Confirm Password', // SPEC
    'auth.country.filter': 'Type a country or a code',
    'auth.country.none': 'No country matches.',
    'auth.countryCode': 'Country Code', // SPEC
    'auth.error.confirmPasswordRequired': 'Please confirm your password.', // decisions
    'auth.error.emailInvalid': 'Please enter a valid e-mail address',
    'auth.error.mobileRequired': 'Mobile number is required.', // decisions
    'auth.error.nameRequired': 'Name is required.', // decisions
    'auth.error.newPasswordMismatch': 'The new password and its confirmation do not match.', // decisions
    'auth.error.newPasswordRequired': 'New password is required.', // decisions
    'auth.error.oldPasswordRequired': 'Old password is required.', // decisions
    'auth.error.passwordMismatch': 'The password and its confirmation do not match.', // decisions
    'auth.error.passwordRequired': 'Password is required.', // decisions
    'auth.forgot.sendCode': 'Send the code',
    'auth.forgot.submit': 'Save the new password',
    'auth.login.customer': 'Customer', // SPEC
    'auth.login.failed': 'The mobile number and password do not match.', // decisions
    'auth.login.forgot': 'Forgot password?',
    'auth.login.importer': 'Importer', // SPEC
    'auth.login.signUp': 'Create an account',
    'auth.login.submit': 'Login', // SPEC
    'auth.mobileNo': 'Mobile Number', // SPEC
    'auth.newPassword': 'New Password', // SPEC
    'auth.otp.countdown': 'New code available in {{seconds}} s',
    'auth.otp.invalid': 'Please enter a valid code.', // decisions
    'auth.otp.label': 'Verification code', // decisions
    'auth.otp.minLength': 'OTP must be at least 6 characters long', // SPEC
    'auth.otp.missingId': 'Verification ID is missing. Unable to resend OTP.', // SPEC
    'auth.otp.next': 'Next', // SPEC
    'auth.otp.required': 'Please enter the code.', // decisions
    'auth.otp.resend': 'Resend OTP', // SPEC
    'auth.otp.resent': 'Verification code sent.', // decisions
    'auth.password': 'Password', // SPEC
    'auth.register.email': 'E-mail (optional)',
    'auth.register.name': 'Name', // SPEC
    'auth.register.signUp': 'Sign up', // SPEC
    'auth.register.verifyPhone': 'Verify Phone Number', // SPEC
    'common.cancel': 'Cancel', // SPEC
  },
  fr: {
    'account.editToggle': 'Modifier le profil',
    'account.name': 'Nom',
    'account.password.old': 'Ancien mot de passe',
    'account.password.submit': 'Changer le mot de passe',
    'account.photo.drop': 'Déposez une photo ici ou choisissez-en une',
    'account.photo.unsupported': 'Type de fichier non pris en charge',
    'account.submit': 'Modifier',
    'account.wish.empty': "Vous n'avez encore aimé aucune voiture !",
    'apiMessage.notRegistered': "Ce numéro de mobile n'est pas inscrit.",
    'apiMessage.numberTaken': 'Ce numéro de mobile est déjà inscrit. Veuillez vous connecter.',
    'apiMessage.numberVerified': 'Numéro de mobile vérifié.',
    'apiMessage.oldPasswordWrong': "L'ancien mot de passe est incorrect",
    'apiMessage.passwordUnchanged': 'Le nouveau mot de passe doit être différent de l’actuel.',
    'apiMessage.otpWaitSeconds': 'Veuillez patienter {{count}} s avant de demander un autre code.',
    'apiMessage.passwordUpdated': 'Votre mot de passe a été mis à jour. Veuillez vous connecter.',
    'auth.confirmNewPassword': 'Confirmer le nouveau mot de passe',
    'auth.confirmPassword': 'Confirmer le mot de passe',
    'auth.country.filter': 'Tapez un pays ou un indicatif',
    'auth.country.none': 'Aucun pays ne correspond.',
    'auth.countryCode': 'Indicatif pays',
    'auth.error.confirmPasswordRequired': 'La confirmation du mot de passe est obligatoire',
    'auth.error.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
    'auth.error.mobileRequired': 'Le numéro de mobile est obligatoire',
    'auth.error.nameRequired': 'Le nom est obligatoire',
    'auth.error.newPasswordMismatch': 'Le nouveau mot de passe et sa confirmation ne correspondent pas !',
    'auth.error.newPasswordRequired': 'Le nouveau mot de passe est obligatoire',
    'auth.error.oldPasswordRequired': "L'ancien mot de passe est obligatoire",
    'auth.error.passwordMismatch': 'Le mot de passe et sa confirmation ne correspondent pas !',
    'auth.error.passwordRequired': 'Le mot de passe est obligatoire',
    'auth.forgot.sendCode': 'Envoyer le code',
    'auth.forgot.submit': 'Enregistrer le nouveau mot de passe',
    'auth.login.customer': 'Client',
    'auth.login.failed': 'Le numéro de mobile et le mot de passe ne correspondent pas !',
    'auth.login.forgot': 'Mot de passe oublié ?',
    'auth.login.importer': 'Importateur',
    'auth.login.signUp': 'Créer un compte',
    'auth.login.submit': 'Se connecter',
    'auth.mobileNo': 'Numéro de mobile',
    'auth.newPassword': 'Nouveau mot de passe',
    'auth.otp.countdown': 'Nouveau code possible dans {{seconds}} s',
    'auth.otp.invalid': 'Veuillez saisir un code valide !',
    'auth.otp.label': 'Code de vérification',
    'auth.otp.minLength': 'Le code doit comporter au moins 6 caractères',
    'auth.otp.missingId': "L'identifiant de vérification est manquant. Impossible de renvoyer le code.",
    'auth.otp.next': 'Suivant',
    'auth.otp.required': 'Veuillez saisir le code',
    'auth.otp.resend': 'Renvoyer le code',
    'auth.otp.resent': 'Code de vérification envoyé',
    'auth.password': 'Mot de passe',
    'auth.register.email': 'E-mail (facultatif)',
    'auth.register.name': 'Nom',
    'auth.register.signUp': "S'inscrire",
    'auth.register.verifyPhone': 'Vérifier le numéro de téléphone',
    'common.cancel': 'Annuler',
  },
  sp: {
    'account.editToggle': 'Editar el perfil',
    'account.name': 'Nombre',
    'account.password.old': 'Contraseña actual',
    'account.password.submit': 'Cambiar la contraseña',
    'account.photo.drop': 'Suelte una foto aquí o elija una',
    'account.photo.unsupported': 'Tipo de archivo no admitido',
    'account.submit': 'Modificar',
    'account.wish.empty': '¡Todavía no le ha gustado ningún coche!',
    'apiMessage.notRegistered': 'Este número de móvil no está registrado.',
    'apiMessage.numberTaken': 'Este número de móvil ya está registrado. Inicie sesión.',
    'apiMessage.numberVerified': 'Número de móvil verificado.',
    'apiMessage.oldPasswordWrong': 'La contraseña actual no es correcta',
    'apiMessage.passwordUnchanged': 'La nueva contraseña debe ser distinta de la actual.',
    'apiMessage.otpWaitSeconds': 'Espere {{count}} s antes de pedir otro código.',
    'apiMessage.passwordUpdated': 'Su contraseña se ha actualizado. Inicie sesión.',
    'auth.confirmNewPassword': 'Confirmar la nueva contraseña',
    'auth.confirmPassword': 'Confirmar la contraseña',
    'auth.country.filter': 'Escriba un país o un código',
    'auth.country.none': 'Ningún país coincide.',
    'auth.countryCode': 'Código de país',
    'auth.error.confirmPasswordRequired': 'La confirmación de la contraseña es obligatoria',
    'auth.error.emailInvalid': 'Introduzca una dirección de correo electrónico válida',
    'auth.error.mobileRequired': 'El número de móvil es obligatorio',
    'auth.error.nameRequired': 'El nombre es obligatorio',
    'auth.error.newPasswordMismatch': '¡La nueva contraseña y su confirmación no coinciden!',
    'auth.error.newPasswordRequired': 'La nueva contraseña es obligatoria',
    'auth.error.oldPasswordRequired': 'La contraseña actual es obligatoria',
    'auth.error.passwordMismatch': '¡La contraseña y su confirmación no coinciden!',
    'auth.error.passwordRequired': 'La contraseña es obligatoria',
    'auth.forgot.sendCode': 'Enviar el código',
    'auth.forgot.submit': 'Guardar la nueva contraseña',
    'auth.login.customer': 'Cliente',
    'auth.login.failed': '¡El número de móvil y la contraseña no coinciden!',
    'auth.login.forgot': '¿Olvidó su contraseña?',
    'auth.login.importer': 'Importador',
    'auth.login.signUp': 'Crear una cuenta',
    'auth.login.submit': 'Iniciar sesión',
    'auth.mobileNo': 'Número de móvil',
    'auth.newPassword': 'Nueva contraseña',
    'auth.otp.countdown': 'Nuevo código disponible en {{seconds}} s',
    'auth.otp.invalid': '¡Introduzca un código válido!',
    'auth.otp.label': 'Código de verificación',
    'auth.otp.minLength': 'El código debe tener al menos 6 caracteres',
    'auth.otp.missingId': 'Falta el identificador de verificación. No se puede reenviar el código.',
    'auth.otp.next': 'Siguiente',
    'auth.otp.required': 'Introduzca el código',
    'auth.otp.resend': 'Reenviar el código',
    'auth.otp.resent': 'Código de verificación enviado',
    'auth.password': 'Contraseña',
    'auth.register.email': 'Correo electrónico (opcional)',
    'auth.register.name': 'Nombre',
    'auth.register.signUp': 'Registrarse',
    'auth.register.verifyPhone': 'Verificar el número de teléfono',
    'common.cancel': 'Cancelar',
  },
};
