const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The local identity provider's login screen (dev/local-idp.ts): clearly a sandbox, an e-mail and a name, the
 * choices a real provider's screen offers (share the e-mail or not; cancel), and a way to say the e-mail is not
 * verified. Plain HTML without scripts, readable at 360 px.
 */
export function localIdpLoginPage({
  uid,
  client,
  error,
  hideEmail = false,
}: {
  uid: string;
  client: string;
  error?: string;
  /** Apple's 'Hide My Email': offered when standing in for Apple. */
  hideEmail?: boolean;
}) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const standsFor = client ? ` — en lugar de ${escapeHtml(client)}` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Proveedor de identidad de prueba</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #1d1d1d; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.25rem; }
  h1 { font-size: 1.5rem; line-height: 1.25; }
  .sandbox { background: #7a3e00; color: #fff; padding: .25rem .6rem; border-radius: .3rem; font-size: .875rem; }
  form { display: grid; gap: .85rem; margin-top: 1rem; }
  label { display: grid; gap: .25rem; }
  .check { display: flex; gap: .5rem; align-items: center; }
  input[type=email], input[type=text] { font: inherit; padding: .6rem; border: 1px solid #6b6b6b; border-radius: .3rem; }
  button { font: inherit; padding: .7rem; border-radius: .3rem; border: 1px solid #1d1d1d; cursor: pointer; min-height: 44px; }
  .primary { background: #1d1d1d; color: #fff; }
  .secondary { background: #fff; color: #1d1d1d; }
  .error { color: #9b1c1c; font-weight: 600; }
</style>
</head>
<body>
<main>
  <p><span class="sandbox">Entorno de prueba</span></p>
  <h1>Proveedor de identidad de prueba${standsFor}</h1>
  <p>Escribe el correo y el nombre con los que quieres entrar. Nadie verifica nada: solo sirve en desarrollo.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="${action}/login">
    <label>Correo<input type="email" name="email" autocomplete="email" required></label>
    <label>Nombre<input type="text" name="given_name" autocomplete="given-name"></label>
    <label>Apellido<input type="text" name="family_name" autocomplete="family-name"></label>
    <label class="check"><input type="checkbox" name="share" checked> Compartir mi correo con la aplicación</label>
    <label class="check"><input type="checkbox" name="unverified"> Mi correo no está verificado</label>
    ${hideEmail ? '<label class="check"><input type="checkbox" name="hide_email"> Ocultar mi correo (reenvío privado de Apple)</label>' : ''}
    <button type="submit" class="primary">Entrar</button>
  </form>
  <form method="post" action="${action}/cancel">
    <button type="submit" class="secondary">Cancelar</button>
  </form>
</main>
</body>
</html>`;
}
