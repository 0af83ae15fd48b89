import type { Layer } from '@club/shared/api/layers';
import type { Spot } from '@club/shared/api/spots';
import { pages } from '@club/shared/pages';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { useSpotLayers } from '../../../lib/spots/get-layers.ts';
import { useSpots } from '../../../lib/spots/get-spots-by-club.ts';
import { usePhoneLayout } from '../../../lib/viewport-guess.ts';

/** What the search box picked: a place narrows the spot list, a spot selects it. */
export type SearchPick = { kind: 'country' | 'region' | 'town'; value: string } | null;
export type MenuTab = 'spots' | 'layers';

export const layerKey = (layer: Pick<Layer, 'Name' | 'Uploaded'>) =>
  `${layer.Uploaded ? 1 : 0}/${layer.Name}`;

interface HomeSpots {
  spots: Spot[];
  isLoading: boolean;
  selected: Spot | null;
  /** The spots the search narrowed the list to (all of them without a place picked). */
  visibleSpots: Spot[];
  search: string;
  setSearch(text: string): void;
  pick: SearchPick;
  setPick(pick: SearchPick): void;
  select(spotId: number): void;
  unselect(): void;
  layers: Layer[];
  activeLayers: ReadonlySet<string>;
  toggleLayer(key: string): void;
  menuOpen: boolean;
  setMenuOpen(open: boolean): void;
  tab: MenuTab;
  setTab(tab: MenuTab): void;
  isMobile: boolean;
}

const HomeSpotsContext = createContext<HomeSpots | null>(null);

export function spotPlaceMatches(
  spot: Spot,
  pick: SearchPick,
  countryName: (code: string) => string,
): boolean {
  if (pick === null) return true;
  if (pick.kind === 'town') return spot.Town === pick.value;
  if (pick.kind === 'region') return spot.Region === pick.value;
  return spot.Country_code !== null && countryName(spot.Country_code) === pick.value;
}

export function countryNamer(language: string): (code: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

const NO_SPOTS: Spot[] = [];
const NO_LAYERS: Layer[] = [];

/**
 * The state of the home map (SPEC.md section 4): the selected spot follows the URL (/home/{spot_id});
 * selecting one opens the layers tab with every layer shown; unselecting clears the search, the
 * layers and the media.
 */
export function HomeSpotsProvider({
  selectedId,
  language,
  children,
}: {
  selectedId: number | null;
  language: string;
  children: ReactNode;
}) {
  const club = useClub();
  const navigate = useNavigate();
  const isMobile = usePhoneLayout();
  const spotsQuery = useSpots(club.Id);
  const spots = spotsQuery.data ?? NO_SPOTS;
  const selected = spots.find((spot) => spot.Id === selectedId) ?? null;
  const [search, setSearch] = useState('');
  const [pick, setPick] = useState<SearchPick>(null);
  const [menuOpen, setMenuOpen] = useState(!isMobile);
  const layersQuery = useSpotLayers(selected?.Id ?? null);
  const layers = selected ? (layersQuery.data ?? NO_LAYERS) : NO_LAYERS;
  // Started as the effects below would set them, so that a page opened on a spot is not rendered
  // again, whole, right after hydration.
  const [tab, setTab] = useState<MenuTab>(selectedId !== null ? 'layers' : 'spots');
  const [activeLayers, setActiveLayers] = useState<ReadonlySet<string>>(
    () => new Set(selectedId !== null ? (layersQuery.data ?? NO_LAYERS).map(layerKey) : []),
  );

  // A missing spot, or one of another club, sends the visitor home (SPEC.md section 4).
  useEffect(() => {
    if (selectedId !== null && spotsQuery.isSuccess && selected === null) {
      navigate(pages.home.to(), { replace: true });
    }
  }, [selectedId, spotsQuery.isSuccess, selected, navigate]);

  useEffect(() => {
    if (selectedId !== null) setTab('layers');
    else {
      setTab('spots');
      setActiveLayers(new Set());
    }
  }, [selectedId]);

  // Every layer of the selected spot is shown once loaded; the toggles then add or remove them.
  useEffect(() => {
    if (layersQuery.data && selectedId !== null) {
      const keys = layersQuery.data.map(layerKey);
      setActiveLayers((current) =>
        current.size === keys.length && keys.every((key) => current.has(key)) ? current : new Set(keys),
      );
    }
  }, [layersQuery.data, selectedId]);

  useEffect(() => {
    setMenuOpen(!isMobile);
  }, [isMobile]);

  const select = useCallback(
    (spotId: number) => {
      navigate(pages.homeSpot.to(spotId));
      if (isMobile) setMenuOpen(false);
    },
    [navigate, isMobile],
  );
  const unselect = useCallback(() => {
    setSearch('');
    setPick(null);
    setActiveLayers(new Set());
    navigate(pages.home.to());
  }, [navigate]);
  const toggleLayer = useCallback((key: string) => {
    setActiveLayers((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const visibleSpots = useMemo(() => {
    // Only a picked place filters; the country names (a costly first Intl.DisplayNames: 50 ms on a
    // phone) are made only when a country is picked.
    if (pick === null) return spots;
    const name = countryNamer(language);
    return spots.filter((spot) => spotPlaceMatches(spot, pick, name));
  }, [spots, pick, language]);

  // One value while nothing it holds changes: every part of the home reads it, and a new object at
  // each render of this provider (the end of hydration, a layout measure) rendered them all again.
  const isLoading = spotsQuery.isPending;
  const value = useMemo<HomeSpots>(
    () => ({
      spots,
      isLoading,
      selected,
      visibleSpots,
      search,
      setSearch,
      pick,
      setPick,
      select,
      unselect,
      layers,
      activeLayers,
      toggleLayer,
      menuOpen,
      setMenuOpen,
      tab,
      setTab,
      isMobile,
    }),
    [
      spots,
      isLoading,
      selected,
      visibleSpots,
      search,
      pick,
      select,
      unselect,
      layers,
      activeLayers,
      toggleLayer,
      menuOpen,
      tab,
      isMobile,
    ],
  );
  return <HomeSpotsContext value={value}>{children}</HomeSpotsContext>;
}

export function useHomeSpots(): HomeSpots {
  const value = use(HomeSpotsContext);
  if (!value) throw new Error('useHomeSpots must be used inside HomeSpotsProvider');
  return value;
}
