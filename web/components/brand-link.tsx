import { Link } from 'react-router';
import { SplitsLogo } from '../layouts/splits-logo';
import { paths } from '../app/paths';

/** The Splits logo linking to the home page (or another page when given). */
export function BrandLink({ to = paths.home }: { to?: string }) {
  return (
    <Link to={to} aria-label="Splits home" style={{ textDecoration: 'none', display: 'inline-flex' }}>
      <SplitsLogo />
    </Link>
  );
}
