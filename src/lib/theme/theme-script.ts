// The inline script that applies the stored theme before first paint, so a dark or RTL dashboard never flashes
// light or LTR. It cannot import modules, so it receives the allowed values and presets as JSON and repeats
// sanitizeTheme/applyTheme in a few lines of plain JS (the e2e theme test checks both agree after a reload).
import {
  BACKGROUND_PRESETS,
  BAR_STYLES,
  COLOR_MODES,
  DEFAULT_PRIMARY_RGB,
  DEFAULT_THEME,
  DIRECTIONS,
  LOADERS,
  MENU_IMAGE_PRESETS,
  NAV_LAYOUTS,
  PAGE_STYLES,
  POSITIONS,
  THEME_STORAGE_KEY,
  VERTICAL_STYLES,
  WIDTHS,
} from "./theme-settings";

const config = {
  key: THEME_STORAGE_KEY,
  defaults: DEFAULT_THEME,
  primary: DEFAULT_PRIMARY_RGB,
  allowed: {
    dir: DIRECTIONS,
    class: COLOR_MODES,
    menuStyle: BAR_STYLES,
    headerStyle: BAR_STYLES,
    navLayout: NAV_LAYOUTS,
    verticalStyle: VERTICAL_STYLES,
    pageStyle: PAGE_STYLES,
    width: WIDTHS,
    menuPosition: POSITIONS,
    headerPosition: POSITIONS,
    loader: LOADERS,
  },
  attrs: {
    menuStyle: "data-menu-style",
    headerStyle: "data-header-style",
    navLayout: "data-nav-layout",
    verticalStyle: "data-vertical-style",
    pageStyle: "data-page-style",
    width: "data-width",
    menuPosition: "data-menu-position",
    headerPosition: "data-header-position",
    loader: "data-loader",
  },
  backgrounds: BACKGROUND_PRESETS,
  images: MENU_IMAGE_PRESETS,
};

const body = `(function(c){try{
var raw=JSON.parse(localStorage.getItem(c.key)||"null");var s=(raw&&raw.state)||{};var t={};
for(var k in c.defaults){var v=s[k],a=c.allowed[k];t[k]=a?(a.indexOf(v)>=0?v:c.defaults[k]):c.defaults[k];}
var m=/^(\\d{1,3}),\\s?(\\d{1,3}),\\s?(\\d{1,3})$/.exec(String(s.primaryRgb||""));
var ok=m&&+m[1]<256&&+m[2]<256&&+m[3]<256;
var r=document.documentElement;
if(t.class==="dark")r.classList.add("dark");r.style.colorScheme=t.class;r.setAttribute("dir",t.dir);
for(var n in c.attrs)r.setAttribute(c.attrs[n],t[n]);
r.style.setProperty("--primary-rgb",ok?m[1]+", "+m[2]+", "+m[3]:c.primary);
c.backgrounds.forEach(function(b){if(b.id===s.background){r.style.setProperty("--color-night","rgb("+b.body+")");r.style.setProperty("--color-night-surface","rgb("+b.surface+")");}});
c.images.forEach(function(i){if(i.id===s.menuImage)r.style.setProperty("--menu-image",i.css);});
}catch(e){}})(${JSON.stringify(config).replace(/</g, "\\u003c")});`;

export const THEME_BOOT_SCRIPT = body;
