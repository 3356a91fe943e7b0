import { useLocation, useNavigation } from 'react-router';

/**
 * True while the router reads the page on screen for another address of it (another page of
 * the log, another period, another browser): the page keeps showing what it has, marked busy,
 * until the answer arrives.
 */
export function useReadingAgain(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
