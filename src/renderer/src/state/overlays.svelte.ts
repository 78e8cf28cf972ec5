/** The app-wide overlays opened by shortcuts from any screen: the quick-jump and the shortcut list. */
class Overlays {
  jump = $state(false);
  help = $state(false);
}

export const overlays = new Overlays();
