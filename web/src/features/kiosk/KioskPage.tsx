import { Link } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';

/**
 * /kiosk: on a kiosk the controller shows the splash here (KioskController); anywhere else it says how a device
 * becomes one, so a bookmarked kiosk URL on a plain browser does not pretend to be a kiosk.
 */
export function KioskPage() {
  const { flags } = useFlags();
  if (flags.in_kiosk) return null;
  return (
    <>
      <PageHeading
        title="Kiosk"
        description="The self-service welcome screen: looping videos and a button to start shopping."
      />
      <p>
        This device is not a kiosk. Staff turn a device into a store&apos;s kiosk from the POS menu (
        <strong>Kiosk</strong>), after <Link to="/pos/login">signing in</Link>.
      </p>
    </>
  );
}
