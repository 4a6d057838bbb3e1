// Forwards the identity provider's answer (fragment, or query when the provider used one) into the hash-routed
// app: /masukGoogle.html#access_token=…&state=… → /#/masuk-google?access_token=…&state=…
// `replace` keeps the tokens out of the browser history.
(function () {
  var answer = window.location.hash.slice(1) || window.location.search.slice(1);
  window.location.replace('/#/masuk-google' + (answer ? '?' + answer : ''));
})();
