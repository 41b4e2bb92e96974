// The prerendered /patients shell (patients.html, decision 113) is what the app's first render shows a signed-in
// practitioner on a wide window with the sidebar expanded. Loaded before the body, so it decides before the first
// paint: for any other visitor the shell is hidden (index.css) and the page appears when the app renders it, as it
// did before the shell existed.
(function () {
  var shown = false;
  try {
    shown =
      Boolean(localStorage.getItem('token')) &&
      Boolean(localStorage.getItem('user')) &&
      !window.matchMedia('(max-width: 767px)').matches &&
      !/(^|;\s*)sidebar_state=false(;|$)/.test(document.cookie);
  } catch {
    // Storage refused (a privacy setting): the app decides, as without the shell.
    shown = false;
  }
  if (!shown) document.documentElement.setAttribute('data-no-shell', '');
})();
