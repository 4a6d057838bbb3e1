import { RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { describe, it } from 'vitest';
import { handTypedLinkSelectors } from './hand-typed-links';

const rule = builtinRules.get('no-restricted-syntax')!;
const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 2023,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const options = [...handTypedLinkSelectors];

describe('hand-typed links (no-restricted-syntax with handTypedLinkSelectors)', () => {
  it('refuses route strings as link targets and allows links built by `paths` and API paths', () => {
    tester.run('no-restricted-syntax', rule, {
      valid: [
        { code: 'x = <Link to={paths.classDetail(id)} />;', options },
        { code: 'x = <Button to={tutor ? paths.tutorClasses() : paths.dashboard()} />;', options },
        { code: "x = <a href='https://scola.id/bantuan' />;", options },
        { code: 'x = <a href={`#${paths.home()}`} />;', options },
        { code: 'navigate(paths.signIn());', options },
        { code: "auth.request('/keranjang');", options },
        { code: "useClassList('/kelas?sort=rating');", options },
        { code: "function Featured({ path = '/kelas?sort=rating' }) {}", options },
        { code: "const link = { to: paths.classes(), labelKey: 'nav.classes' };", options },
      ],
      invalid: [
        { code: 'x = <Link to="/kelas" />;', options, errors: 1 },
        { code: "x = <Link to={'/kelas'} />;", options, errors: 1 },
        { code: 'x = <Link to={`/kelas/${id}`} />;', options, errors: 1 },
        { code: "x = <Button to={tutor ? '/tutor/kelas' : paths.dashboard()} />;", options, errors: 1 },
        { code: 'x = <Shell homeTo="/admin" />;', options, errors: 1 },
        { code: 'x = <a href="#/">home</a>;', options, errors: 1 },
        { code: "const link = { to: '/kelas', labelKey: 'nav.classes' };", options, errors: 1 },
        { code: 'const link = { backTo: `/materi/detil/${id}` };', options, errors: 1 },
        { code: "function Form({ signInTo = '/masuk' }) {}", options, errors: 1 },
        { code: "navigate('/masuk');", options, errors: 1 },
        { code: 'navigate(`/kelas?q=${q}`);', options, errors: 1 },
        { code: "navigate(empty ? '/kelas' : paths.classes({ q }));", options, errors: 1 },
      ],
    });
  });
});
