import '../lib/styles/admin-components.ts';
import { Box, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';

/**
 * A picture to frame: drag to move, the slider (or a pinch) to zoom. Reports the kept area in percent
 * of the picture and in its pixels. Give it `key={src}` so a new picture starts unzoomed.
 */
export function ImageCropper({
  src,
  aspect,
  height,
  zoomLabel,
  onCropComplete,
}: {
  src: string;
  aspect: number;
  height: number;
  zoomLabel: string;
  onCropComplete(percent: Area, pixels: Area): void;
}) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Stack gap="xs" style={{ flex: 1 }}>
      <Box pos="relative" h={height} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          showGrid
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm">{zoomLabel}</Text>
        <Slider
          min={1}
          max={3}
          step={0.01}
          value={zoom}
          onChange={setZoom}
          thumbLabel={zoomLabel}
          label={null}
        />
      </Stack>
    </Stack>
  );
}
