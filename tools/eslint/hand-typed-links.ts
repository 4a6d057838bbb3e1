/**
 * `no-restricted-syntax` options for the web client: a link target (`to=`, `…To=`, `to:`, `navigate(…)`, an anchor's
 * `href="#/…"`) written as a string starting with `/` or `#/` is refused; links come from `paths` in
 * `apps/web/src/config/paths.ts`, built from the route table (ADR 0016). API paths (`auth.request('/kelas')`) are
 * not link targets and stay as they are.
 *
 * esquery's regular expressions cannot hold a `/`, hence `\x2F` for it.
 */
const message =
  'Build links with `paths` from config/paths.ts (route table), not a hand-typed path (ADR 0016).';

const linkAttribute = 'JSXAttribute[name.name=/^(to|href|[a-zA-Z]+To)$/]';
const routeString = '[value=/^#?\\x2F/]';
const routeTemplate = '[quasis.0.value.raw=/^#?\\x2F/]';

export const handTypedLinkSelectors: ReadonlyArray<{ selector: string; message: string }> = [
  `${linkAttribute} > Literal${routeString}`,
  `${linkAttribute} > JSXExpressionContainer > Literal${routeString}`,
  `${linkAttribute} > JSXExpressionContainer > TemplateLiteral${routeTemplate}`,
  `${linkAttribute} > JSXExpressionContainer > ConditionalExpression > Literal${routeString}`,
  `Property[key.name=/^(to|[a-zA-Z]+To)$/] > Literal${routeString}`,
  `Property[key.name=/^(to|[a-zA-Z]+To)$/] > TemplateLiteral${routeTemplate}`,
  `AssignmentPattern[left.name=/^(to|[a-zA-Z]+To)$/] > Literal${routeString}`,
  `CallExpression[callee.name='navigate'] > Literal${routeString}`,
  `CallExpression[callee.name='navigate'] > TemplateLiteral${routeTemplate}`,
  `CallExpression[callee.name='navigate'] > ConditionalExpression > Literal${routeString}`,
].map((selector) => ({ selector, message }));
