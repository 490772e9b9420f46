import SwiftUI

struct AboutView: View {
    @Environment(\.colorScheme) var colorScheme: ColorScheme

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottom) {
                Color(red: 0.4, green: 0.0, blue: 0.7)
                    .frame(maxHeight: .infinity)
                VisualisationHeader(height: 240, alignment: .bottom) {
                    EmptyView()
                }
                AppVersion(displayOnTransparent: true)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .offset(y: 10.0)
            }
            .background(
                GeometryReader { geo in
                    Color(red: 0.4, green: 0.0, blue: 0.7)
                        .frame(height: geo.size.height + 500)
                        .offset(y: -500)
                }
            )
            VStack(spacing: 0) {
                Divider()
                HelpExternalLinkRow(title: PikaText.textAboutWebsite, url: PikaConstants.pikaWebsiteURL, shorthand: "superhighfives.com/pika", verticalPadding: 10.0)
                Divider()
                HelpExternalLinkRow(title: PikaText.textAboutGitHub, url: PikaConstants.gitHubRepoURL, shorthand: "github.com/superhighfives/pika", verticalPadding: 10.0)
                Divider()
                HelpExternalLinkRow(title: PikaText.textMenuGitHubIssue, url: PikaConstants.gitHubIssueURL, shorthand: "github.com/…/issues", verticalPadding: 10.0)
                Divider()
                HelpExternalLinkRow(title: "\(PikaText.textAboutBy) Charlie Gleason", url: PikaConstants.charlieGleasonWebsiteURL, shorthand: "charliegleason.com", verticalPadding: 10.0)
                Divider()
                #if TARGET_MAS
                    HStack(spacing: 5.0) {
                        IconImage(name: "storefront.circle", resizable: true)
                            .foregroundStyle(Color.secondary)
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 14, height: 14)
                        Text(PikaText.textAboutMacAppStore)
                            .font(.system(size: 12))
                            .foregroundStyle(Color.secondary)
                        Spacer()
                    }
                    .padding(.horizontal, 20.0)
                    .padding(.vertical, 10.0)
                #endif
                #if TARGET_SPARKLE
                    HStack(spacing: 5.0) {
                        IconImage(name: "arrow.down.circle", resizable: true)
                            .foregroundStyle(Color.secondary)
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 14, height: 14)
                        Text(PikaText.textAboutDownloaded)
                            .font(.system(size: 12))
                            .foregroundStyle(Color.secondary)
                        Spacer()
                    }
                    .padding(.horizontal, 20.0)
                    .padding(.vertical, 10.0)
                #endif
            }
        }
    }
}

struct AboutView_Previews: PreviewProvider {
    static var previews: some View {
        AboutView()
            .frame(width: 400)
    }
}
