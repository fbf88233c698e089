// Every locale's text of this post, keyed by locale message file.
import type { LocaleFile } from "../../catalog";
import type { BlogPostContent } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";
import ja from "./ja";
import ko from "./ko";
import ru from "./ru";
import tr from "./tr";
import tw from "./tw";
import vi from "./vi";
import zh from "./zh";

const texts: Record<LocaleFile, BlogPostContent> = { en, de, fr, ja, it, es, ko, zh, tw, ru, tr, vi };
export default texts;
