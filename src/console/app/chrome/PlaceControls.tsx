import { AreaToggle } from './AreaToggle';
import { HeaderLinks } from './HeaderLinks';
import { TopTabs } from './TopTabs';
import { WebsiteSwitcher } from './WebsiteSwitcher';

/** The header's place controls: in the header on a wide screen, at the top of the menu drawer on a phone. */
export function PlaceControls() {
  return (
    <>
      <WebsiteSwitcher />
      <AreaToggle />
      <TopTabs />
      <HeaderLinks />
    </>
  );
}
