import "leaflet/dist/leaflet.css";
import "./locator.css";
import { Button, Stack, Text } from "@mantine/core";
import { format, formatDistanceKm, TEXTS, type MapEstablishment } from "@reseau/shared";
import { divIcon } from "leaflet";
import { useEffect } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from "react-leaflet";
import { placeText, type Position } from "../profile/location";
import type { PlacedPharmacy } from "./queries";

const T = TEXTS.locator;

/** Markers drawn in CSS (`locator.css`): no marker image, from a CDN or elsewhere. */
const PHARMACY_ICON = divIcon({
  className: "",
  html: '<div class="locator-marker"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -22],
});
const ME_ICON = divIcon({
  className: "",
  html: '<div class="locator-marker-me"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

/** Centring on her position at zoom 10 (000 §9) once the browser gives it. */
const USER_ZOOM = 10;

/** Moves the map to `centre` when it changes (the container takes its centre once only). */
function FollowCentre({
  centre,
}: {
  centre: { latitude: number; longitude: number; zoom: number };
}) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.latitude, centre.longitude], centre.zoom);
  }, [map, centre.latitude, centre.longitude, centre.zoom]);
  return null;
}

/**
 * The map of the group's pharmacies (issue 19 §3), Leaflet through react-leaflet: its centre the
 * variant's (`start`, 000 §9) or, once known, hers at zoom 10; tiles from `tilesUrl` (MAP_TILES_URL)
 * or none (a blank map); each pharmacy a marker whose bubble says where it is and, with `onChoose`,
 * offers « Choisir ». The list beside it is the accessible way to choose: markers are not in the
 * tab order.
 */
export function PharmacyMap({
  pharmacies,
  start,
  near,
  tilesUrl,
  tilesAttribution,
  onChoose,
}: {
  pharmacies: readonly PlacedPharmacy[];
  start: { latitude: number; longitude: number; zoom: number };
  near: Position | null;
  tilesUrl: string | null;
  tilesAttribution: string | null;
  onChoose: ((pharmacy: MapEstablishment) => void) | null;
}) {
  const centre = near ? { ...near, zoom: USER_ZOOM } : start;
  return (
    <div role="region" aria-label={T.mapLabel} data-testid="locator-map">
      <MapContainer
        className="locator-map"
        center={[start.latitude, start.longitude]}
        zoom={start.zoom}
        zoomControl={false}
        style={{ width: "100%", borderRadius: "var(--mantine-radius-md)" }}
      >
        <ZoomControl position="topright" zoomInTitle={T.zoomIn} zoomOutTitle={T.zoomOut} />
        {tilesUrl && <TileLayer url={tilesUrl} attribution={tilesAttribution ?? undefined} />}
        <FollowCentre centre={centre} />
        {near && (
          <Marker
            position={[near.latitude, near.longitude]}
            icon={ME_ICON}
            keyboard={false}
            title={T.youAreHere}
          />
        )}
        {pharmacies.map(({ pharmacy, km }) => (
          <Marker
            key={pharmacy.id}
            position={[pharmacy.latitude, pharmacy.longitude]}
            icon={PHARMACY_ICON}
            keyboard={false}
            title={pharmacy.name}
          >
            <Popup>
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {pharmacy.name}
                </Text>
                <Text size="sm">{placeText(pharmacy)}</Text>
                {km !== null && <Text size="sm">{formatDistanceKm(km)}</Text>}
                {onChoose && (
                  <Button
                    size="xs"
                    onClick={() => onChoose(pharmacy)}
                    aria-label={format(T.chooseNamed, { name: pharmacy.name })}
                  >
                    {T.choose}
                  </Button>
                )}
              </Stack>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
