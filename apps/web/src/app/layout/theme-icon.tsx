import { MoonIcon, SunIcon } from '../../components/icons';

/**
 * The theme button's face: a moon in the dark theme, a sun in the light one. Both are drawn and
 * the stylesheet shows the one the document's data-theme names, so the server's markup fits
 * every visitor's theme and the right icon is there from the first frame.
 */
export function ThemeIcon() {
  return (
    <>
      <MoonIcon size={19} className="theme-icon-dark" />
      <SunIcon size={19} className="theme-icon-light" />
    </>
  );
}
