// The hero's default picture in the brand's colours: a shop window with an empty square where the page
// lays the logo (src/views/heroDrawing.ts), and no words, so it fits every language.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { schemeColors } from '../../src/styles/tokens.ts';
import { heroDrawing } from '../../src/views/heroDrawing.ts';
import { BadgeCheckIcon, CartIcon, HeadsetIcon, HeartIcon, SparkleIcon, TruckIcon } from '../../src/views/icons.tsx';

// Values, not custom properties, which an image does not see; the hero is dark in both schemes.
const colors = schemeColors('light');

/** One of our line icons, `size` px at (x, y), in `color`. */
function Glyph({ x, y, size, color, children }: { x: number; y: number; size: number; color: string; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} color={color}>
      {children}
    </g>
  );
}

/** A product tile of the window's grid: a tinted picture with an icon, a name and a price bar. */
function ProductTile({ x, y, tint, icon }: { x: number; y: number; tint: string; icon: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width="144" height="112" rx="14" fill={colors.surfaceAlt} stroke={colors.border} />
      <rect x={x + 8} y={y + 8} width="128" height="64" rx="10" fill={tint} />
      <Glyph x={x + 56} y={y + 24} size={32} color={colors.brand}>
        {icon}
      </Glyph>
      <rect x={x + 10} y={y + 82} width="76" height="8" rx="4" fill={colors.border} />
      <rect x={x + 10} y={y + 96} width="44" height="9" rx="4.5" fill={colors.brand} />
    </g>
  );
}

const star = 'M0-9 2.6-3.2 9-2.8 4.1 1.4 5.6 7.6 0 4.2-5.6 7.6-4.1 1.4-9-2.8-2.6-3.2Z';

function HeroDrawing() {
  // The window sits around the logo's square, which the page fills.
  const window = { x: heroDrawing.logo.x - 20, y: heroDrawing.logo.y - 18, width: 336, height: 328 };
  return (
    // Decoration: the page shows it with alt="" beside words that say it all.
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width={heroDrawing.width}
      height={heroDrawing.height}
      viewBox={`0 0 ${heroDrawing.width} ${heroDrawing.height}`}
    >
      <defs>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor={colors.accent} stopOpacity="0.35" />
          <stop offset="1" stopColor={colors.accent} stopOpacity="0" />
        </radialGradient>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor={colors.heroFrom} floodOpacity="0.45" />
        </filter>
      </defs>
      <circle cx="290" cy="220" r="220" fill="url(#hero-glow)" />
      {/* A second window behind, turned a little: there is more than one shop here. */}
      <rect
        x="150"
        y="36"
        width="330"
        height="320"
        rx="24"
        fill={colors.onDark}
        fillOpacity="0.08"
        stroke={colors.onDark}
        strokeOpacity="0.2"
        transform="rotate(7 315 196)"
      />
      <g filter="url(#hero-shadow)">
        <rect {...window} rx="24" fill={colors.surface} />
      </g>
      <rect x={window.x + 72} y={window.y + 24} width="188" height="28" rx="14" fill={colors.surfaceAlt} stroke={colors.border} />
      <circle cx={window.x + 296} cy={window.y + 38} r="18" fill={colors.brandSoft} />
      <Glyph x={window.x + 285} y={window.y + 27} size={22} color={colors.brand}>
        <CartIcon />
      </Glyph>
      <ProductTile x={window.x + 20} y={window.y + 78} tint={colors.brandSoft} icon={<HeartIcon />} />
      <ProductTile x={window.x + 172} y={window.y + 78} tint={colors.surface} icon={<SparkleIcon />} />
      <ProductTile x={window.x + 20} y={window.y + 202} tint={colors.surface} icon={<HeadsetIcon />} />
      <ProductTile x={window.x + 172} y={window.y + 202} tint={colors.brandSoft} icon={<CartIcon />} />
      {/* Floating over the window's edges: a rating, a delivery on its way, a guarantee. */}
      <g filter="url(#hero-shadow)">
        <rect x="358" y="24" width="150" height="44" rx="22" fill={colors.surface} />
        <rect x="24" y="318" width="186" height="60" rx="30" fill={colors.surface} />
        <circle cx="470" cy="282" r="36" fill={colors.brand} />
      </g>
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={star} transform={`translate(${381 + index * 26} 46)`} fill={colors.brand} />
      ))}
      <circle cx="54" cy="348" r="20" fill={colors.brandSoft} />
      <Glyph x={42} y={336} size={24} color={colors.brand}>
        <TruckIcon />
      </Glyph>
      <rect x="86" y="334" width="96" height="9" rx="4.5" fill={colors.border} />
      <rect x="86" y="352" width="60" height="9" rx="4.5" fill={colors.accent} />
      <Glyph x={450} y={262} size={40} color={colors.onDark}>
        <BadgeCheckIcon />
      </Glyph>
      <circle cx="40" cy="120" r="6" fill={colors.accent} fillOpacity="0.7" />
      <circle cx="514" cy="400" r="9" fill={colors.accent} fillOpacity="0.5" />
      <circle cx="520" cy="150" r="4" fill={colors.onDark} fillOpacity="0.6" />
    </svg>
  );
}

/** The default hero picture, as an SVG document. */
export function heroDrawingSvg(): string {
  return renderToStaticMarkup(<HeroDrawing />);
}
